// The report's chart colours as CSS variables of the theme's palette (web/styles.css, Tailwind's
// colours): a darker shade on the light theme and a lighter one on the dark, so every bar stands at
// least 3:1 against its card (WCAG 1.4.11) and the axes' text reads in both. The screen's root carries
// CHART_COLOUR_VARS; the charts and the tables' swatches name the variables.

export const CHART_COLOUR_VARS = [
  '[--chart-held:var(--color-emerald-600)] dark:[--chart-held:var(--color-emerald-400)]',
  '[--chart-no-show:var(--color-red-600)] dark:[--chart-no-show:var(--color-red-400)]',
  '[--chart-open:var(--color-blue-600)] dark:[--chart-open:var(--color-blue-400)]',
  '[--chart-cancelled:var(--color-slate-500)] dark:[--chart-cancelled:var(--color-slate-400)]',
  '[--chart-buyer:var(--color-blue-600)] dark:[--chart-buyer:var(--color-sky-400)]',
  '[--chart-seller:var(--color-orange-600)] dark:[--chart-seller:var(--color-orange-400)]',
  '[--chart-transactions:var(--color-teal-600)] dark:[--chart-transactions:var(--color-teal-400)]',
  '[--chart-contracts:var(--color-violet-600)] dark:[--chart-contracts:var(--color-violet-400)]',
  '[--chart-utilisation:var(--color-indigo-600)] dark:[--chart-utilisation:var(--color-indigo-400)]',
  '[--chart-axis:var(--color-slate-600)] dark:[--chart-axis:var(--color-slate-300)]',
  '[--chart-grid:var(--color-slate-200)] dark:[--chart-grid:var(--color-slate-700)]',
  '[--chart-tooltip-bg:var(--color-white)] dark:[--chart-tooltip-bg:var(--color-slate-800)]',
  '[--chart-tooltip-border:var(--color-slate-200)] dark:[--chart-tooltip-border:var(--color-slate-600)]',
  '[--chart-tooltip-text:var(--color-slate-900)] dark:[--chart-tooltip-text:var(--color-slate-100)]',
  '[--chart-cursor:var(--color-slate-100)] dark:[--chart-cursor:var(--color-slate-800)]',
].join(' ');

export const COLOUR = {
  held: 'var(--chart-held)',
  no_show: 'var(--chart-no-show)',
  open: 'var(--chart-open)',
  cancelled: 'var(--chart-cancelled)',
  buyer: 'var(--chart-buyer)',
  seller: 'var(--chart-seller)',
  transactions: 'var(--chart-transactions)',
  contracts: 'var(--chart-contracts)',
  utilisation: 'var(--chart-utilisation)',
  axis: 'var(--chart-axis)',
  grid: 'var(--chart-grid)',
  tooltipBg: 'var(--chart-tooltip-bg)',
  tooltipBorder: 'var(--chart-tooltip-border)',
  tooltipText: 'var(--chart-tooltip-text)',
  cursor: 'var(--chart-cursor)',
} as const;
