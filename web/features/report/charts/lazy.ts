// The report's charts, loaded on first use: recharts is a large library and only the report screen
// draws charts, so it comes in its own chunk when that screen opens (scripts/budgets/js-size.ts).
import { lazy } from 'react';

const charts = () => import('./ReportCharts.tsx');

export const ColumnChart = lazy(() => charts().then((m) => ({ default: m.ColumnChart })));
export const RowChart = lazy(() => charts().then((m) => ({ default: m.RowChart })));
export type { Series } from './ReportCharts.tsx';
