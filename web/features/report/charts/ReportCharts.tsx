// The report's bar charts (recharts). Only web/features/report/charts/lazy.ts imports this module,
// lazily, so recharts stays out of every other screen's JavaScript (scripts/budgets/js-size.ts). The
// charts are pictures: their frame (../ChartFigure.tsx) names them for screen readers and the tables
// beside them hold the numbers, so recharts' own keyboard layer is off (it would put a focusable
// element inside an image).
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COLOUR } from '../colours.ts';

export interface Series {
  key: string;
  name: string;
  colour: string;
}

const tick = { fill: COLOUR.axis, fontSize: 12 };
const tooltipProps = {
  contentStyle: {
    background: COLOUR.tooltipBg,
    border: `1px solid ${COLOUR.tooltipBorder}`,
    borderRadius: 8,
    color: COLOUR.tooltipText,
    fontSize: 13,
  },
  labelStyle: { color: COLOUR.tooltipText, fontWeight: 600 },
  itemStyle: { color: COLOUR.tooltipText },
  cursor: { fill: COLOUR.cursor },
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height: 200 }}>
      {children as never}
    </ResponsiveContainer>
  );
}

/** Vertical bars per category on the x axis; `stacked` piles the series into one bar. */
export function ColumnChart({
  data,
  category,
  series,
  stacked = false,
  formatCategory,
  formatValue,
}: {
  data: object[];
  category: string;
  series: Series[];
  stacked?: boolean;
  formatCategory?: (value: string) => string;
  formatValue: (value: number) => string;
}) {
  return (
    <Frame>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={COLOUR.grid} />
        <XAxis
          dataKey={category}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: COLOUR.grid }}
          tickFormatter={formatCategory}
          interval="preserveStartEnd"
        />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          width={48}
          tickFormatter={formatValue}
        />
        <Tooltip
          {...tooltipProps}
          labelFormatter={(label) => (formatCategory ? formatCategory(String(label)) : String(label))}
          formatter={(value) => formatValue(Number(value))}
        />
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.colour}
            stackId={stacked ? 'stack' : undefined}
            radius={stacked ? (i === series.length - 1 ? [4, 4, 0, 0] : 0) : [4, 4, 0, 0]}
            maxBarSize={stacked ? 56 : 32}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Horizontal bars per category on the y axis (long names read better there). */
export function RowChart({
  data,
  category,
  series,
  domain,
  formatValue,
  categoryWidth = 112,
}: {
  data: object[];
  category: string;
  series: Series[];
  domain?: [number, number];
  formatValue: (value: number) => string;
  categoryWidth?: number;
}) {
  // Long names are cut on the axis; the table beside the chart has them whole.
  const maxChars = Math.max(6, Math.floor(categoryWidth / 7.5));
  const short = (value: string) => (value.length > maxChars ? `${value.slice(0, maxChars - 1)}…` : value);
  return (
    <Frame>
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke={COLOUR.grid} />
        <XAxis
          type="number"
          domain={domain}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: COLOUR.grid }}
          tickFormatter={formatValue}
        />
        <YAxis
          type="category"
          dataKey={category}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={categoryWidth}
          tickFormatter={short}
          interval={0}
        />
        <Tooltip {...tooltipProps} formatter={(value) => formatValue(Number(value))} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.colour}
            radius={[0, 4, 4, 0]}
            maxBarSize={20}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}
