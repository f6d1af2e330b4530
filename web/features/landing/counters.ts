// The home page's four counters: real totals across projects when the server allows it
// (PUBLIC_TOTALS; docs/rules.md#report), else the marketing figures the product has always shown.
import { useQuery } from '@tanstack/react-query';
import type { PublicTotals } from '../../../core/schemas/public-totals.ts';
import { api } from '../../lib/api.ts';

export interface Counter {
  value: string;
  /** Text key of its label. */
  key: string;
}

export const MARKETING_COUNTERS: Counter[] = [
  { value: '1000+', key: 'landing.stats.users' },
  { value: '500+', key: 'landing.stats.companies' },
  { value: '5000+', key: 'landing.stats.meetings' },
  { value: '98%', key: 'landing.stats.satisfaction' },
];

/** The counters to show for the server's answer, numbers written the reader's way. */
export function countersOf(totals: PublicTotals['totals'], language: string): Counter[] {
  if (!totals) return MARKETING_COUNTERS;
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const counters = [
    { value: count.format(totals.users), key: 'landing.stats.users' },
    { value: count.format(totals.companies), key: 'landing.stats.companies' },
    { value: count.format(totals.meetings), key: 'landing.stats.meetings' },
  ];
  // Before anyone has rated a meeting there is no satisfaction to state.
  if (totals.satisfaction !== null) {
    counters.push({ value: percent.format(totals.satisfaction), key: 'landing.stats.satisfaction' });
  }
  return counters;
}

export function usePublicTotals() {
  return useQuery({
    queryKey: ['public-totals'],
    queryFn: () => api.get<PublicTotals>('/api/public/totals'),
    staleTime: 60_000,
  });
}
