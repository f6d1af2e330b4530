// The schedule of the demo event (docs/product.md#demo-mode), naming people by their key in
// demo-people.ts. Days count from the active exhibition's first day (0 = yesterday, 1 = today,
// 2 = tomorrow) and slots from 1, so the seed can place everything around the day it runs.
import type {
  ASSIGNMENT_STATUSES,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  DEAL_SIZE_BANDS,
  FEEDBACK_FOLLOW_UPS,
  MEETING_STATUSES,
  REQUEST_STATUSES,
  TRANSACTION_STATUSES,
  TransactionCurrency,
  WISH_PRIORITIES,
} from '../../core/constants.ts';

/** Units of USD one unit buys, so lists can show totals in dollars. */
export const DEMO_RATES: Record<TransactionCurrency, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  KRW: 0.00072,
  JPY: 0.0067,
  CNY: 0.138,
};

export const ACTIVE_PROJECT = {
  name: 'Seoul Global B2B Expo',
  description: 'Three days of one-to-one meetings between overseas buyers and Korean makers.',
  location: 'COEX Hall C, Seoul',
};
export const DRAFT_PROJECT = {
  name: 'Busan K-Lifestyle Export Fair',
  description: 'Autumn matchmaking for food, beauty and home brands. Registration opens soon.',
  location: 'BEXCO Exhibition Hall 1, Busan',
  /** Days after the active exhibition's first day. */
  startsAfterDays: 120,
};
/** A few early registrations for the draft exhibition. */
export const DRAFT_PARTICIPANTS = ['buyer', 'lukas', 'seller', 'seoyeon', 'interpreter'];

type MeetingStatus = (typeof MEETING_STATUSES)[number];
/** A day of the active exhibition (0 = its first day, yesterday) and a slot number from 1. */
interface When {
  day: number;
  slot: number;
}

type DemoMeeting = When & { buyer: string; seller: string; status: MeetingStatus; interpreter?: string };

/**
 * The active exhibition's meeting tables (docs/rules.md#tables): A-1 … A-20, the first three fixed to
 * sellers; every other meeting takes the first free table of the rest, as assigning one would.
 */
export const DEMO_TABLES = { count: 20, prefix: 'A-' };
export const DEMO_FIXED_TABLES: Record<string, string> = { seller: 'A-1', minsu: 'A-2', junho: 'A-3' };

/** Yesterday's meetings are done or missed, later ones booked or called off; nobody is double-booked. */
export const DEMO_MEETINGS: DemoMeeting[] = [
  { buyer: 'buyer', seller: 'seller', day: 0, slot: 2, status: 'completed', interpreter: 'interpreter' },
  { buyer: 'buyer', seller: 'minsu', day: 0, slot: 4, status: 'completed', interpreter: 'interpreter' },
  { buyer: 'buyer', seller: 'junho', day: 0, slot: 6, status: 'no_show' },
  { buyer: 'buyer', seller: 'seoyeon', day: 1, slot: 3, status: 'confirmed', interpreter: 'interpreter' },
  { buyer: 'buyer', seller: 'hyunwoo', day: 1, slot: 5, status: 'cancelled' },
  { buyer: 'buyer', seller: 'taeyang', day: 2, slot: 3, status: 'confirmed', interpreter: 'interpreter' },
  { buyer: 'minh', seller: 'seller', day: 0, slot: 3, status: 'completed', interpreter: 'interpreter' },
  { buyer: 'lukas', seller: 'seller', day: 1, slot: 1, status: 'confirmed' },
  { buyer: 'haruka', seller: 'seller', day: 1, slot: 4, status: 'confirmed', interpreter: 'mirae' },
  { buyer: 'omar', seller: 'seller', day: 2, slot: 2, status: 'scheduled' },
  { buyer: 'ana', seller: 'seller', day: 2, slot: 4, status: 'scheduled', interpreter: 'interpreter' },
  { buyer: 'minh', seller: 'soojin', day: 1, slot: 6, status: 'scheduled', interpreter: 'interpreter' },
  { buyer: 'lukas', seller: 'hyunwoo', day: 0, slot: 5, status: 'completed', interpreter: 'interpreter' },
  { buyer: 'haruka', seller: 'minsu', day: 0, slot: 2, status: 'completed', interpreter: 'mirae' },
  { buyer: 'omar', seller: 'minsu', day: 0, slot: 6, status: 'no_show' },
  { buyer: 'ana', seller: 'seoyeon', day: 1, slot: 7, status: 'confirmed' },
  { buyer: 'liwei', seller: 'junho', day: 1, slot: 2, status: 'confirmed', interpreter: 'lina' },
  { buyer: 'liwei', seller: 'taeyang', day: 2, slot: 4, status: 'scheduled', interpreter: 'lina' },
  { buyer: 'lukas', seller: 'minji', day: 2, slot: 7, status: 'scheduled' },
  { buyer: 'haruka', seller: 'soojin', day: 2, slot: 2, status: 'cancelled', interpreter: 'mirae' },
];

/**
 * Meeting wishes in the active exhibition, so the admin's Auto-schedule has something to
 * plan: pairs that have not met, several needing an interpreter (languages in demo-people.ts).
 * Kang Min-ji is left out: the deal journey asks her to meet the demo buyer and Sato Haruka.
 */
export const DEMO_WISHES: { from: string; to: string; priority: (typeof WISH_PRIORITIES)[number] }[] = [
  { from: 'buyer', to: 'hyunwoo', priority: 'must' },
  { from: 'hyunwoo', to: 'buyer', priority: 'like' },
  { from: 'soojin', to: 'buyer', priority: 'like' },
  { from: 'minh', to: 'seoyeon', priority: 'must' },
  { from: 'minh', to: 'taeyang', priority: 'like' },
  { from: 'junho', to: 'minh', priority: 'like' },
  { from: 'lukas', to: 'junho', priority: 'must' },
  { from: 'junho', to: 'lukas', priority: 'must' },
  { from: 'lukas', to: 'soojin', priority: 'like' },
  { from: 'haruka', to: 'taeyang', priority: 'must' },
  { from: 'haruka', to: 'junho', priority: 'like' },
  { from: 'haruka', to: 'soojin', priority: 'must' },
  { from: 'omar', to: 'seoyeon', priority: 'must' },
  { from: 'omar', to: 'hyunwoo', priority: 'like' },
  { from: 'taeyang', to: 'omar', priority: 'like' },
  { from: 'ana', to: 'minsu', priority: 'must' },
  { from: 'minsu', to: 'ana', priority: 'like' },
  { from: 'ana', to: 'taeyang', priority: 'like' },
  { from: 'liwei', to: 'seller', priority: 'like' },
  { from: 'liwei', to: 'soojin', priority: 'must' },
  { from: 'liwei', to: 'hyunwoo', priority: 'like' },
  { from: 'seoyeon', to: 'liwei', priority: 'like' },
];

/** Approved requests have no `when`: they take the date and time of the meeting they became. */
export const DEMO_REQUESTS: {
  from: string;
  to: string;
  status: (typeof REQUEST_STATUSES)[number];
  purpose: string;
  when?: When;
  reason?: string;
}[] = [
  { from: 'buyer', to: 'soojin', status: 'pending', when: { day: 2, slot: 5 }, purpose: 'Organic green tea.' },
  { from: 'seller', to: 'liwei', status: 'pending', when: { day: 2, slot: 6 }, purpose: 'GLOWLAB on Tmall Global.' },
  { from: 'buyer', to: 'seller', status: 'approved', purpose: 'US distribution of the serum line.' },
  { from: 'seller', to: 'haruka', status: 'approved', purpose: 'Cushion foundation OEM for Sakura Select.' },
  { from: 'liwei', to: 'junho', status: 'approved', purpose: 'Smart speakers for cross-border sales.' },
  {
    from: 'minji',
    to: 'buyer',
    status: 'rejected',
    when: { day: 1, slot: 6 },
    purpose: 'Red ginseng sticks for US pharmacies.',
    reason: 'Ginseng is outside our category plan this year.',
  },
  {
    from: 'omar',
    to: 'taeyang',
    status: 'rejected',
    when: { day: 1, slot: 2 },
    purpose: 'Air fryers for the GCC.',
    reason: 'We already have an exclusive GCC distributor.',
  },
  { from: 'ana', to: 'minsu', status: 'cancelled', when: { day: 2, slot: 5 }, purpose: 'Snacks for Brazil.' },
];

/** Deals: buyer, seller, status, product, quantity, estimated value, currency. Each is linked to its pair's
 * meeting when that meeting still counts. */
const deal = (
  buyer: string,
  seller: string,
  status: (typeof TRANSACTION_STATUSES)[number],
  product: string,
  quantity: string,
  value: number,
  currency: TransactionCurrency,
) => ({ buyer, seller, status, product, quantity, value, currency });

export const DEMO_TRANSACTIONS = [
  deal('buyer', 'seller', 'agreed', 'Serum & toner set', '20,000 units', 130_000, 'USD'),
  deal('buyer', 'minsu', 'completed', 'Private label rice snacks', '3 containers', 86_000_000, 'KRW'),
  deal('buyer', 'seoyeon', 'proposed', 'Knitwear capsule', '1,200 pieces', 54_000, 'USD'),
  deal('buyer', 'hyunwoo', 'cancelled', 'Portable ultrasound scanners', '40 units', 180_000, 'USD'),
  deal('lukas', 'seller', 'proposed', 'Sheet masks', '50,000 units', 62_500, 'EUR'),
  deal('haruka', 'seller', 'proposed', 'Cushion foundation OEM', '30,000 units', 18_000_000, 'JPY'),
  deal('minh', 'seller', 'completed', 'SPF50+ sun cream', '24,000 units', 250_000_000, 'KRW'),
  deal('liwei', 'junho', 'agreed', 'NURI smart speaker S2', '5,000 units', 1_450_000, 'CNY'),
];

/** A contract: its terms, its parties and subject, and its goods. The seed computes total = quantity x unit price. */
const contract = (
  terms: {
    number: number;
    type: (typeof CONTRACT_TYPES)[number];
    status: (typeof CONTRACT_STATUSES)[number];
    /** Contract date in days from the exhibition's start; long before it means an earlier deal. */
    day: number;
    payment: string;
  },
  subject: { buyer: string; seller: string; title: string; product: string },
  /** A null quantity is an agreement without goods (an NDA). */
  goods: { quantity: number | null; unitPrice: number; currency: TransactionCurrency },
) => ({ ...terms, ...subject, ...goods });

/** Contract numbers follow the product's pattern: CON-{year}-{4 digits}. */
export const DEMO_CONTRACTS = [
  contract(
    { number: 427, type: 'MOU', status: 'signed', day: 1, payment: '30% deposit, 70% against B/L' },
    { buyer: 'buyer', seller: 'seller', title: 'GLOWLAB US distribution MOU', product: 'Skincare line' },
    { quantity: 20_000, unitPrice: 6.5, currency: 'USD' },
  ),
  contract(
    { number: 428, type: '거래계약', status: 'active', day: 0, payment: 'T/T 60 days' },
    { buyer: 'minh', seller: 'seller', title: 'Sun care supply agreement', product: 'SPF50+ sun cream' },
    { quantity: 24_000, unitPrice: 10_400, currency: 'KRW' },
  ),
  contract(
    { number: 429, type: 'NDA', status: 'pending', day: 1, payment: '' },
    { buyer: 'haruka', seller: 'seller', title: 'OEM formulation NDA', product: 'Cushion foundation formulation' },
    { quantity: null, unitPrice: 0, currency: 'JPY' },
  ),
  contract(
    { number: 430, type: '거래계약', status: 'draft', day: 1, payment: 'L/C at sight' },
    { buyer: 'lukas', seller: 'hyunwoo', title: 'Portable ultrasound supply', product: 'MediCore PU-3 scanner' },
    { quantity: 200, unitPrice: 1_450, currency: 'EUR' },
  ),
  contract(
    { number: 431, type: 'MOU', status: 'completed', day: -120, payment: 'T/T in advance' },
    { buyer: 'buyer', seller: 'minsu', title: 'Private label snack MOU', product: 'Rice snacks' },
    { quantity: 3_000, unitPrice: 4.2, currency: 'USD' },
  ),
  contract(
    { number: 432, type: '거래계약', status: 'cancelled', day: 0, payment: 'Cash against documents' },
    { buyer: 'omar', seller: 'minji', title: 'Red ginseng extract supply', product: 'Red ginseng extract 240 g' },
    { quantity: 1_000, unitPrice: 85, currency: 'USD' },
  ),
  contract(
    { number: 433, type: '거래계약', status: 'signed', day: 1, payment: '50% deposit, 50% before shipment' },
    { buyer: 'liwei', seller: 'junho', title: 'Smart speaker purchase', product: 'NURI smart speaker S2' },
    { quantity: 5_000, unitPrice: 290, currency: 'CNY' },
  ),
];

/** Hotel name -> address, shared by the trips below. */
const HOTELS: Record<string, string> = {
  'Grand InterContinental Seoul Parnas': '521 Teheran-ro, Gangnam-gu, Seoul',
  'Oakwood Premier Coex Center': '46 Teheran-ro 87-gil, Gangnam-gu, Seoul',
  'Park Hyatt Seoul': '606 Teheran-ro, Gangnam-gu, Seoul',
  'Sofitel Ambassador Seoul': '209 Jamsil-ro, Songpa-gu, Seoul',
  'Coex InterContinental': '524 Bongeunsa-ro, Gangnam-gu, Seoul',
  'Novotel Ambassador Seoul Gangnam': '130 Bongeunsa-ro, Gangnam-gu, Seoul',
  'Josun Palace Seoul': '231 Teheran-ro, Gangnam-gu, Seoul',
  'Westin Josun Busan': '67 Dongbaek-ro, Haeundae-gu, Busan',
};

/** A venue wall-clock moment: a day counted from the exhibition's start, and HH:MM. */
export interface Moment {
  day: number;
  time: string;
}
const flight = (no: string, arrive: Moment, depart: Moment) => ({ no, arrive, depart });
const at = (day: number, time: string): Moment => ({ day, time });
type Flight = ReturnType<typeof flight>;
const trip = (user: string, project: 'active' | 'draft', hotel: string, fly?: Flight, notes = '') => ({
  user,
  project,
  hotel,
  hotelAddress: HOTELS[hotel],
  flight: fly,
  notes,
});

/** Arrivals before the first day are past; Omar lands tomorrow and Lukas flies to the draft fair, both ahead. */
export const DEMO_TRAVEL = [
  trip('buyer', 'active', 'Grand InterContinental Seoul Parnas', flight('KE024', at(-1, '17:20'), at(3, '19:40'))),
  trip('minh', 'active', 'Oakwood Premier Coex Center', flight('VN408', at(0, '06:30'), at(2, '22:55'))),
  trip('haruka', 'active', 'Park Hyatt Seoul', flight('KE2116', at(0, '07:10'), at(2, '20:05'))),
  trip('omar', 'active', 'Sofitel Ambassador Seoul', flight('EK322', at(2, '06:50'), at(3, '23:55')), 'Rebooked.'),
  trip('liwei', 'active', 'Coex InterContinental', flight('MU5041', at(-1, '15:05'), at(3, '12:30'))),
  trip('ana', 'active', 'Novotel Ambassador Seoul Gangnam', undefined, 'Already in Asia on a sourcing tour.'),
  trip('lukas', 'active', 'Josun Palace Seoul', undefined, 'Arrives by KTX from Busan.'),
  trip('lukas', 'draft', 'Westin Josun Busan', flight('LH712', at(-1, '09:45'), at(3, '13:05'))),
];

/** A volunteer task on a day of the exhibition, from `start` to `end` (venue wall-clock). */
const task = (
  volunteer: string,
  day: number,
  [start, end]: [string, string],
  status: (typeof ASSIGNMENT_STATUSES)[number],
  taskType: string,
  description: string,
) => ({ volunteer, day, start, end, status, taskType, description });

export const DEMO_ASSIGNMENTS = [
  task('dohyun', 0, ['08:00', '12:00'], 'completed', 'Registration desk', 'Badges at the Hall C entrance.'),
  task('dohyun', 1, ['09:00', '13:00'], 'confirmed', 'Buyer escort', 'Walk buyers to their meeting tables.'),
  task('dohyun', 2, ['13:00', '17:00'], 'assigned', 'Hall guidance', 'Information point by the meeting zone.'),
  task('yuna', 0, ['09:00', '17:00'], 'completed', 'Meeting check-in', 'Check-in at tables 1-20.'),
  task('yuna', 0, ['07:30', '09:00'], 'cancelled', 'Press kits', 'Not needed: the kits came pre-packed.'),
  task('yuna', 1, ['10:00', '16:00'], 'confirmed', 'Chinese-speaking guide', 'Help visitors find booths.'),
  task('yuna', 2, ['15:00', '18:00'], 'assigned', 'Closing ceremony setup', 'Seating and name cards.'),
];

/** Each on a slot where the buyers it covers have no meeting; no buyer means every buyer. */
export const DEMO_BLOCKED_SLOTS: (When & { buyer?: string; reason: string })[] = [
  { buyer: 'buyer', day: 1, slot: 8, reason: 'Showroom visit in Seongsu' },
  { day: 2, slot: 8, reason: 'Closing ceremony' },
];

/** The demo interpreter's notes on two of their completed meetings, named by the meeting's pair. */
export const DEMO_INTERPRETER_NOTES = [
  {
    buyer: 'buyer',
    seller: 'seller',
    content: 'Pacific Crest wants the serum and toner set for 400 doors from next quarter.',
    keyPoints: 'FDA labelling needed; target shelf price USD 29; West Coast exclusivity asked.',
    actionItems: 'GLOWLAB sends US-compliant labels and a price sheet by Friday.',
  },
  {
    buyer: 'buyer',
    seller: 'minsu',
    content: 'Private label rice snacks: repeat order after last season.',
    keyPoints: 'Less sodium requested; new seaweed flavour.',
    actionItems: 'Hanbit ships samples of the low-sodium recipe.',
  },
];

/**
 * What some people thought of yesterday's meetings (docs/rules.md#feedback-and-no-shows), so the
 * organiser's report has answers to show. The demo buyer and seller answer themselves: they are asked.
 */
export const DEMO_FEEDBACK: {
  buyer: string;
  seller: string;
  side: 'buyer' | 'seller';
  rating: number;
  followUp: (typeof FEEDBACK_FOLLOW_UPS)[number];
  dealSize: (typeof DEAL_SIZE_BANDS)[number];
  comment: string;
}[] = [
  {
    buyer: 'lukas',
    seller: 'hyunwoo',
    side: 'buyer',
    rating: 5,
    followUp: 'yes',
    dealSize: '10k_100k',
    comment: 'Samples requested for our Berlin stores.',
  },
  { buyer: 'lukas', seller: 'hyunwoo', side: 'seller', rating: 4, followUp: 'yes', dealSize: '10k_100k', comment: '' },
  {
    buyer: 'haruka',
    seller: 'minsu',
    side: 'buyer',
    rating: 3,
    followUp: 'maybe',
    dealSize: 'under_10k',
    comment: 'Good products; pricing needs work.',
  },
  { buyer: 'haruka', seller: 'minsu', side: 'seller', rating: 4, followUp: 'yes', dealSize: 'under_10k', comment: '' },
];
