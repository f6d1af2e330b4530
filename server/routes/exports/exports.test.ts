// The organiser's export files (docs/rules.md#exports): each dataset's columns and rows, read back
// by SheetJS and csv-parse from an event made through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToZoned } from '../../../core/rules/time.ts';
import { EXPORT_DATASETS } from '../../../core/schemas/export.ts';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { unguardFormula } from '../../import/formula-guard.ts';
import { downloaded, EVIL_COMPANY, type ExportFixture, exportFixture } from '../../test/export-factories.ts';
import { call, makeMeeting, makeProject } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let f: ExportFixture;
beforeAll(async () => {
  app = await createTestApp();
  f = await exportFixture(app);
});
afterAll(() => app.dispose());

const VENUE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const onVenueClock = (iso: string) => instantToZoned(iso, 'Asia/Seoul').replace('T', ' ');

describe('meetings', () => {
  it('lists every meeting, cancelled too, with both sides, the interpreter and who checked in when', async () => {
    const { header, records } = await downloaded(app, f.admin.cookie, f.project.id, 'meetings');
    expect(header).toEqual([
      'Date',
      'Start',
      'End',
      'Status',
      'Buyer',
      'Buyer company',
      'Buyer country',
      'Seller',
      'Seller company',
      'Seller country',
      'Interpreter',
      'Table',
      'Location',
      'Buyer checked in',
      'Buyer check-in time',
      'Seller checked in',
      'Seller check-in time',
      'Interpreter check-in time',
      'Notes',
      'Created',
    ]);
    const detail: MeetingDetail = (
      await call(app, 'GET', `/api/meetings/${f.meetingId}`, { cookie: f.admin.cookie })
    ).json();
    const checkedIn = (id: string) =>
      onVenueClock(detail.attendances.find((a) => a.user.id === id)?.checked_in_at ?? 'missing');
    const both = { 'Seller checked in': 'No', 'Seller check-in time': null, Notes: 'Bring samples' };
    expect(records).toEqual([
      {
        Date: '2030-05-01',
        Start: '09:00',
        End: '10:00',
        Status: 'completed',
        Buyer: 'Ann Buyer',
        'Buyer company': 'Han Trading',
        'Buyer country': 'Vietnam',
        Seller: 'Sam Seller',
        'Seller company': 'Seoul Beauty',
        'Seller country': 'Korea',
        Interpreter: 'Ian Interpreter',
        Table: null,
        Location: 'Hall A',
        'Buyer checked in': 'Yes',
        'Buyer check-in time': checkedIn(f.ann.id),
        ...both,
        'Interpreter check-in time': checkedIn(f.ian.id),
        Created: expect.stringMatching(VENUE_TIME),
      },
      {
        Date: '2030-05-01',
        Start: '10:00',
        End: '11:00',
        Status: 'cancelled',
        Buyer: 'Bo Buyer',
        'Buyer company': EVIL_COMPANY,
        'Buyer country': 'Japan',
        Seller: 'Sol Seller',
        'Seller company': 'Busan Marine',
        'Seller country': 'Korea',
        Interpreter: null,
        Table: null,
        Location: 'Hall A',
        'Buyer checked in': 'No',
        'Buyer check-in time': null,
        ...both,
        'Interpreter check-in time': null,
        Created: expect.stringMatching(VENUE_TIME),
      },
      // The approved request's meeting, at the place the request named.
      expect.objectContaining({
        Date: '2030-05-02',
        Start: '13:00',
        Status: 'scheduled',
        Buyer: 'Ann Buyer',
        Seller: 'Sol Seller',
        Location: 'Booth 12',
        'Buyer checked in': 'No',
      }),
    ]);
  });

  it("holds only the project's own meetings, and a project without any gives the header alone", async () => {
    const other = await makeProject(app);
    await makeMeeting(app, {
      projectId: other.id,
      buyerId: f.bo.id,
      sellerId: f.sam.id,
      startTime: '15:00',
      endTime: '16:00',
    });
    expect((await downloaded(app, f.admin.cookie, other.id, 'meetings')).records).toEqual([
      expect.objectContaining({ Buyer: 'Bo Buyer', Seller: 'Sam Seller', Start: '15:00', Status: 'scheduled' }),
    ]);
    expect((await downloaded(app, f.admin.cookie, f.project.id, 'meetings')).records).toHaveLength(3);
    const empty = await makeProject(app);
    for (const dataset of EXPORT_DATASETS) {
      for (const format of ['xlsx', 'csv'] as const) {
        const file = await downloaded(app, f.admin.cookie, empty.id, dataset, format);
        expect(file.header.length, `${dataset} ${format}`).toBeGreaterThan(10);
        expect(file.records, `${dataset} ${format}`).toEqual([]);
      }
    }
  });
});

describe('meeting requests', () => {
  it('names both people, the slot asked for, the answer with its reason and the meeting an approval made', async () => {
    const { header, records } = await downloaded(app, f.admin.cookie, f.project.id, 'meeting-requests');
    expect(header).toEqual([
      'Requester',
      'Requester company',
      'Requester role',
      'Recipient',
      'Recipient company',
      'Recipient role',
      'Preferred date',
      'Preferred start',
      'Preferred end',
      'Location',
      'Purpose',
      'Status',
      'Rejection reason',
      'Requested',
      'Meeting created',
    ]);
    const asked = { 'Preferred date': '2030-05-02', Location: 'Booth 12', Purpose: 'Samples' };
    expect(records).toEqual([
      {
        Requester: 'Bo Buyer',
        'Requester company': EVIL_COMPANY,
        'Requester role': 'buyer',
        Recipient: 'Sam Seller',
        'Recipient company': 'Seoul Beauty',
        'Recipient role': 'seller',
        ...asked,
        'Preferred start': '11:00',
        'Preferred end': '12:00',
        Status: 'rejected',
        'Rejection reason': 'Fully booked that day',
        Requested: expect.stringMatching(VENUE_TIME),
        'Meeting created': null,
      },
      {
        Requester: 'Sol Seller',
        'Requester company': 'Busan Marine',
        'Requester role': 'seller',
        Recipient: 'Ann Buyer',
        'Recipient company': 'Han Trading',
        'Recipient role': 'buyer',
        ...asked,
        'Preferred start': '13:00',
        'Preferred end': '14:00',
        Status: 'approved',
        'Rejection reason': null,
        Requested: expect.stringMatching(VENUE_TIME),
        'Meeting created': '2030-05-02 13:00',
      },
    ]);
  });
});

describe('transactions', () => {
  it('values a KRW deal in US dollars with the stored rate, as numbers a spreadsheet adds up', async () => {
    const { header, records } = await downloaded(app, f.admin.cookie, f.project.id, 'transactions');
    expect(header).toEqual([
      'Meeting',
      'Buyer',
      'Buyer company',
      'Buyer country',
      'Seller',
      'Seller company',
      'Seller country',
      'Product/Service',
      'Quantity',
      'Estimated value',
      'Currency',
      'Value in USD',
      'Status',
      'Notes',
      'Registered',
    ]);
    expect(records).toEqual([
      {
        Meeting: '2030-05-01 09:00',
        Buyer: 'Ann Buyer',
        'Buyer company': 'Han Trading',
        'Buyer country': 'Vietnam',
        Seller: 'Sam Seller',
        'Seller company': 'Seoul Beauty',
        'Seller country': 'Korea',
        'Product/Service': 'Green tea',
        Quantity: '200 boxes',
        'Estimated value': 1_500_000,
        Currency: 'KRW',
        // 1,500,000 KRW at the rate the admin stored (0.00075), not the built-in default.
        'Value in USD': 1125,
        Status: 'proposed',
        Notes: '',
        Registered: expect.stringMatching(VENUE_TIME),
      },
    ]);
  });
});

describe('contracts', () => {
  it('names the companies and their people, the value in its currency and in US dollars, and the dates', async () => {
    const { header, records } = await downloaded(app, f.admin.cookie, f.project.id, 'contracts');
    expect(header).toEqual([
      'Contract number',
      'Title',
      'Type',
      'Status',
      'Buyer company',
      'Buyer country',
      'Buyer representative',
      'Seller company',
      'Seller country',
      'Seller representative',
      'Product/Service',
      'Quantity',
      'Unit price',
      'Total amount',
      'Currency',
      'Value in USD',
      'Contract date',
      'Signed date',
      'Delivery date',
      'Expiry date',
      'Payment terms',
      'Created',
      'Last updated',
    ]);
    expect(records).toEqual([
      {
        'Contract number': f.contract.contract_number,
        Title: 'Green tea supply',
        Type: 'MOU',
        Status: 'signed',
        'Buyer company': 'Han Trading',
        'Buyer country': 'Vietnam',
        'Buyer representative': 'Ann Buyer',
        'Seller company': 'Seoul Beauty',
        'Seller country': 'Korea',
        'Seller representative': 'Sam Seller',
        'Product/Service': 'Green tea',
        Quantity: '100',
        'Unit price': 12.5,
        'Total amount': 1250,
        Currency: 'EUR',
        // No EUR rate stored: the built-in default (1.08), as the dashboard's total uses it.
        'Value in USD': 1350,
        'Contract date': '2030-05-02',
        'Signed date': '2030-05-03',
        'Delivery date': '2030-06-01',
        'Expiry date': null,
        'Payment terms': 'Net 30',
        Created: expect.stringMatching(VENUE_TIME),
        'Last updated': expect.stringMatching(VENUE_TIME),
      },
    ]);
  });
});

describe('CSV', () => {
  it('holds the same table as the .xlsx, as text', async () => {
    for (const dataset of EXPORT_DATASETS) {
      const xlsx = await downloaded(app, f.admin.cookie, f.project.id, dataset, 'xlsx');
      const csv = await downloaded(app, f.admin.cookie, f.project.id, dataset, 'csv');
      expect(csv.header, dataset).toEqual(xlsx.header);
      const asText = xlsx.records.map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? '' : String(v)])),
      );
      const unguarded = csv.records.map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, unguardFormula(String(v))])),
      );
      expect(unguarded, dataset).toEqual(asText);
    }
  });
});
