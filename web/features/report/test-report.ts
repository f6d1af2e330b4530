// A report of a small finished exhibition and one of a project with nothing yet, for the report's
// unit tests (and any journey that shows the screen without the server's figures).
import type { Report } from '../../../core/schemas/report.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number, full_name: string, company_name: string) => ({ id: id(n), full_name, company_name });

export const sampleReport: Report = {
  project: { id: id(1), name: 'Seoul Global B2B Expo', start_date: '2026-06-02', end_date: '2026-06-04' },
  generated_at: '2026-06-05T09:00:00.000Z',
  meetings_by_day: [
    { day: '2026-06-02', planned: 40, held: 31, cancelled: 3, no_show: 4 },
    { day: '2026-06-03', planned: 36, held: 20, cancelled: 1, no_show: 2 },
    { day: '2026-06-04', planned: 28, held: 0, cancelled: 2, no_show: 0 },
  ],
  totals: { planned: 104, held: 51, cancelled: 6, no_show: 6 },
  check_in: { eligible: 76, checked_in: 62, rate: 62 / 76 },
  satisfaction: [
    { side: 'buyer', counts: [1, 2, 6, 14, 9], answers: 32, average: 3.88 },
    { side: 'seller', counts: [0, 3, 5, 10, 4], answers: 22, average: 3.68 },
  ],
  follow_up: [
    { side: 'buyer', counts: { yes: 18, maybe: 10, no: 4 }, unanswered: 0 },
    { side: 'seller', counts: { yes: 15, maybe: 5, no: 2 }, unanswered: 0 },
  ],
  deal_size: [
    { side: 'buyer', counts: { none: 5, under_10k: 9, '10k_100k': 12, '100k_1m': 5, over_1m: 1 }, unanswered: 0 },
    { side: 'seller', counts: { none: 3, under_10k: 6, '10k_100k': 9, '100k_1m': 3, over_1m: 1 }, unanswered: 0 },
  ],
  deals_by_country: [
    { key: 'USA', transactions: 4, transaction_usd: 182_500, contracts: 2, contract_usd: 1_250_000 },
    { key: 'Vietnam', transactions: 3, transaction_usd: 64_000, contracts: 1, contract_usd: 90_000 },
    { key: '', transactions: 1, transaction_usd: 8_200, contracts: 0, contract_usd: 0 },
    { key: 'Japan', transactions: 0, transaction_usd: 0, contracts: 0, contract_usd: 0 },
  ],
  deals_by_industry: [
    {
      key: 'Cosmetics and personal care',
      transactions: 5,
      transaction_usd: 201_000,
      contracts: 2,
      contract_usd: 940_000,
    },
    {
      key: 'Processed food and beverages',
      transactions: 3,
      transaction_usd: 53_700,
      contracts: 1,
      contract_usd: 400_000,
    },
  ],
  interpreters: [
    { ...person(20, 'Lee Ji-won', ''), meetings: 18, capacity: 48, utilisation: 18 / 48 },
    { ...person(21, 'Nguyen Thi Mai', ''), meetings: 30, capacity: 48, utilisation: 30 / 48 },
    { ...person(22, 'Tanaka Yui', ''), meetings: 0, capacity: 48, utilisation: 0 },
  ],
  top_sellers: [
    { ...person(30, 'Park Seo-yeon', 'Hanbit Cosmetics'), requests: 14 },
    { ...person(31, 'Choi Min-jun', 'Jeju Green Foods'), requests: 9 },
  ],
  possible_no_shows: [
    {
      id: id(40),
      meeting_date: '2026-06-03',
      start_time: '14:30',
      buyer: person(10, 'Emily Carter', 'Pacific Crest Trading Inc.'),
      seller: person(31, 'Choi Min-jun', 'Jeju Green Foods'),
      table: 'A3',
    },
  ],
  repeat_no_shows: [{ ...person(11, 'Tran Van Duc', 'Saigon Beauty Co.'), role: 'buyer', no_shows: 3 }],
  request_health: {
    requests: { total: 60, pending: 9, approved: 27, rejected: 18, cancelled: 2, expired: 4 },
    acceptance_rate: 27 / 45,
    median_answer_seconds: 19 * 3600,
    waiting: { requests: 5, people: 3, nudgeable: 2 },
    decline_reasons: { not_relevant: 8, no_time: 5, already_in_contact: 3, other: 1, not_given: 1 },
    max_meetings_per_day: 8,
    over_daily_max: [{ ...person(12, 'Park Ji-woo', 'Hanbit Foods'), role: 'seller', day: '2026-06-03', meetings: 10 }],
  },
};

/** A project with no meetings, feedback, deals or requests yet. */
export const emptyReport: Report = {
  ...sampleReport,
  meetings_by_day: [],
  totals: { planned: 0, held: 0, cancelled: 0, no_show: 0 },
  check_in: { eligible: 0, checked_in: 0, rate: null },
  satisfaction: [
    { side: 'buyer', counts: [0, 0, 0, 0, 0], answers: 0, average: null },
    { side: 'seller', counts: [0, 0, 0, 0, 0], answers: 0, average: null },
  ],
  follow_up: [],
  deal_size: [],
  deals_by_country: [],
  deals_by_industry: [],
  interpreters: [],
  top_sellers: [],
  possible_no_shows: [],
  repeat_no_shows: [],
  request_health: {
    requests: { total: 0, pending: 0, approved: 0, rejected: 0, cancelled: 0, expired: 0 },
    acceptance_rate: null,
    median_answer_seconds: null,
    waiting: { requests: 0, people: 0, nudgeable: 0 },
    decline_reasons: { not_relevant: 0, no_time: 0, already_in_contact: 0, other: 0, not_given: 0 },
    max_meetings_per_day: null,
    over_daily_max: [],
  },
};
