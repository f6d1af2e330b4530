// Agendas and badges (docs/rules.md#agendas-and-badges): the agenda as data, its PDF read back by
// poppler's pdftotext (Korean, Chinese and Japanese names included), who may fetch whose, the
// all-participants PDF with a page per person, and the badges.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonAgenda } from '../../../core/schemas/agenda.ts';
import { meetings } from '../../db/schema.ts';
import { agendaFixture } from '../../test/agenda-factories.ts';
import { call, makeProject } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfInfo, pdfPagesText, pdfQrText, pdfText } from '../../test/pdf-reader.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof agendaFixture>>;
beforeAll(async () => {
  app = await createTestApp();
  w = await agendaFixture(app);
});
afterAll(() => app.dispose());

const url = (path: string) => `/api/projects/${w.project.id}${path}`;
const get = (path: string, cookie: string) => call(app, 'GET', url(path), { cookie });
/** pdftotext -layout pads columns with spaces: one space between words is enough to compare. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('GET /api/projects/:id/agenda', () => {
  it("answers the caller's live meetings by day, each with whom, where and the interpreter", async () => {
    const res = await get('/agenda', w.people.minjun.cookie);
    expect(res.statusCode).toBe(200);
    const agenda = res.json() as PersonAgenda;
    expect(agenda.person).toMatchObject({ full_name: '김민준', company_name: '한강식품', role: 'buyer' });
    expect(agenda.project).toMatchObject({ name: '서울 B2B 엑스포', time_zone: 'Asia/Seoul' });
    expect(agenda.days.map((d) => d.date)).toEqual(['2030-05-01', '2030-05-02']);
    expect(agenda.days[0].meetings).toEqual([
      {
        id: w.meetings.withWei.id,
        start_time: '09:00',
        end_time: '10:00',
        location: 'Hall A, Table 7',
        table: null,
        status: 'confirmed',
        counterparts: [
          {
            id: w.people.wei.id,
            full_name: '王伟',
            company_name: '上海贸易有限公司',
            country: 'China',
            role: 'seller',
          },
        ],
        interpreter: { id: w.people.hanako.id, full_name: '山田花子' },
      },
    ]);
    expect(agenda.days[1].meetings[0]).toMatchObject({ start_time: '10:00', location: 'Table 3', interpreter: null });
  });

  it('leaves cancelled meetings out', async () => {
    const agenda = (await get('/agenda', w.people.emily.cookie)).json() as PersonAgenda;
    const ids = agenda.days.flatMap((d) => d.meetings.map((m) => m.id));
    expect(ids).toEqual([w.meetings.unconfirmed.id]);
  });

  it('an interpreter meets both sides, and sees only confirmed or completed meetings', async () => {
    const agenda = (await get('/agenda', w.people.hanako.cookie)).json() as PersonAgenda;
    const meetings = agenda.days.flatMap((d) => d.meetings);
    expect(meetings.map((m) => m.id)).toEqual([w.meetings.withWei.id]);
    expect(meetings[0].counterparts.map((c) => c.full_name)).toEqual(['김민준', '王伟']);
  });

  it('a day asked for comes alone, even when it has no meeting', async () => {
    const one = (await get('/agenda?day=2030-05-02', w.people.minjun.cookie)).json() as PersonAgenda;
    expect(one.days.map((d) => [d.date, d.meetings.length])).toEqual([['2030-05-02', 1]]);
    const none = (await get('/agenda?day=2030-05-03', w.people.minjun.cookie)).json() as PersonAgenda;
    expect(none.days).toEqual([{ date: '2030-05-03', meetings: [] }]);
  });

  it("a participant cannot read another's agenda: it is not found", async () => {
    for (const path of [`/agenda?user=${w.people.minjun.id}`, `/agenda/pdf?user=${w.people.minjun.id}`]) {
      const res = await get(path, w.people.emily.cookie);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it("an admin reads anyone's agenda, and has none of their own", async () => {
    const res = await get(`/agenda?user=${w.people.wei.id}`, w.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().person.full_name).toBe('王伟');
    expect((await get('/agenda', w.admin.cookie)).statusCode).toBe(404);
  });

  it("a volunteer takes part with an empty agenda; the buyer's and seller's views of a meeting are their own", async () => {
    const volunteer = (await get('/agenda', w.people.dohyun.cookie)).json() as PersonAgenda;
    expect(volunteer.person).toMatchObject({ full_name: 'Kang Do-hyun', role: 'volunteer' });
    expect(volunteer.days).toEqual([]);
    const seller = (await get('/agenda?day=2030-05-01', w.people.wei.cookie)).json() as PersonAgenda;
    expect(seller.days[0].meetings[0].counterparts.map((c) => [c.full_name, c.role])).toEqual([['김민준', 'buyer']]);
  });

  it('is kept per reader, and read anew once a meeting changed (docs/decisions/012-read-cache.md)', async () => {
    const where = async (cookie: string) =>
      ((await get('/agenda?day=2030-05-01', cookie)).json() as PersonAgenda).days[0].meetings[0].location;
    expect(await where(w.people.minjun.cookie)).toBe('Hall A, Table 7');
    expect(await where(w.people.wei.cookie)).toBe('Hall A, Table 7');
    await app.db.update(meetings).set({ location: 'Hall B, Table 2' }).where(eq(meetings.id, w.meetings.withWei.id));
    try {
      expect(await where(w.people.minjun.cookie)).toBe('Hall B, Table 2');
      expect(await where(w.people.wei.cookie)).toBe('Hall B, Table 2');
    } finally {
      await app.db.update(meetings).set({ location: 'Hall A, Table 7' }).where(eq(meetings.id, w.meetings.withWei.id));
    }
  });

  it('someone outside the project has no agenda in it', async () => {
    const other = await makeProject(app);
    const res = await call(app, 'GET', `/api/projects/${other.id}/agenda`, { cookie: w.people.minjun.cookie });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a malformed day, person or language', async () => {
    for (const query of ['day=2030-13-01', 'user=nobody', 'lang=fr']) {
      const res = await get(`/agenda/pdf?${query}`, w.people.minjun.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/projects/:id/agenda/pdf', () => {
  it("prints each meeting's time, place, counterpart and interpreter, in Korean, Chinese and Japanese", async () => {
    const res = await get('/agenda/pdf?lang=en', w.people.minjun.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
    const text = squeeze(await pdfText(res.rawPayload));
    for (const expected of [
      '김민준',
      '한강식품',
      '서울 B2B 엑스포',
      'Wednesday, May 1, 2030',
      '09:00',
      '– 10:00',
      '王伟',
      '上海贸易有限公司',
      'Hall A, Table 7',
      '山田花子',
      'Thursday, May 2, 2030',
      'Ana Souza',
      'Table 3',
      'Korean Standard Time',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Table 9');
  });

  it('a seller’s agenda names the Korean buyer; the labels follow the language asked for', async () => {
    const res = await get('/agenda/pdf?lang=ko', w.people.wei.cookie);
    const text = squeeze(await pdfText(res.rawPayload));
    expect(text).toContain('김민준');
    expect(text).toContain('한강식품');
    for (const label of ['미팅 일정표', '시간', '미팅 상대', '장소', '통역사', '체크인', '2030년 5월 1일 수요일']) {
      expect(text).toContain(label);
    }
  });

  it('takes the Chinese and Japanese labels too', async () => {
    const zh = squeeze(await pdfText((await get('/agenda/pdf?lang=zh', w.people.wei.cookie)).rawPayload));
    expect(zh).toContain('会谈对象');
    expect(zh).toContain('地点');
    const ja = squeeze(await pdfText((await get('/agenda/pdf?lang=ja', w.people.wei.cookie)).rawPayload));
    expect(ja).toContain('商談相手');
    expect(ja).toContain('場所');
  });

  it('a one-page agenda stays small: only the glyphs it uses are embedded', async () => {
    const res = await get('/agenda/pdf?day=2030-05-01', w.people.minjun.cookie);
    expect((await pdfInfo(res.rawPayload)).pages).toBe(1);
    expect(res.rawPayload.length).toBeLessThan(100 * 1024);
  });

  it("each meeting's QR code opens its check-in link", async () => {
    const res = await get('/agenda/pdf?day=2030-05-01', w.people.minjun.cookie);
    // The first row's code: at the right edge, under the person's and the day's headings.
    const text = await pdfQrText(res.rawPayload, 1, { x: 490, y: 150, width: 105, height: 76 });
    expect(text).toBe(`${app.config.publicUrl}/meetings/${w.meetings.withWei.id}?check-in=qr`);
  });

  it('an empty day says so', async () => {
    const res = await get('/agenda/pdf?day=2030-05-03&lang=en', w.people.minjun.cookie);
    expect(squeeze(await pdfText(res.rawPayload))).toContain('No meetings on this day.');
  });
});

describe('GET /api/projects/:id/agendas/pdf', () => {
  it('has a page for each buyer, seller and interpreter, each with their own meetings', async () => {
    const res = await get('/agendas/pdf?day=2030-05-01&lang=en', w.admin.cookie);
    expect(res.statusCode).toBe(200);
    const pages = (await pdfPagesText(res.rawPayload)).map(squeeze);
    expect(pages).toHaveLength(5);
    expect((await pdfInfo(res.rawPayload)).pages).toBe(5);
    // By role, then name: buyers, sellers, the interpreter; the volunteer has no agenda.
    const owners = ['Emily Stone', '김민준', 'Ana Souza', '王伟', '山田花子'];
    pages.forEach((page, i) => {
      expect(page).toContain(owners[i]);
    });
    expect(pages[1]).toContain('Hall A, Table 7');
    expect(pages[0]).toContain('Table 4');
    expect(pages.join('\n')).not.toContain('Kang Do-hyun');
  });

  it('all days fit a page per person here too', async () => {
    const res = await get('/agendas/pdf', w.admin.cookie);
    expect((await pdfInfo(res.rawPayload)).pages).toBe(5);
  });

  it('is for admins only', async () => {
    expect((await get('/agendas/pdf', w.people.minjun.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/projects/:id/badges/pdf', () => {
  it("holds every participant's name, company, role and country, eight to a page", async () => {
    const res = await get('/badges/pdf?lang=en', w.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfInfo(res.rawPayload)).pages).toBe(1);
    const text = squeeze(await pdfText(res.rawPayload));
    for (const expected of [
      '김민준',
      '한강식품',
      'Emily Stone',
      '王伟',
      '上海贸易有限公司',
      '山田花子',
      'Kang Do-hyun',
    ]) {
      expect(text).toContain(expected);
    }
    for (const expected of ['Buyer', 'Seller', 'Interpreter', 'Volunteer', 'Korea', 'China', 'Japan']) {
      expect(text).toContain(expected);
    }
  });

  it("a badge's QR code opens the person's agenda page", async () => {
    const res = await get('/badges/pdf', w.admin.cookie);
    // The first badge (Emily Stone, the first buyer by name): its code in the bottom right corner.
    const text = await pdfQrText(res.rawPayload, 1, { x: 205, y: 140, width: 92, height: 96 });
    expect(text).toBe(`${app.config.publicUrl}/projects/${w.project.id}/agenda?user=${w.people.emily.id}`);
  });

  it('is for admins only, and a missing project is not found', async () => {
    expect((await get('/badges/pdf', w.people.wei.cookie)).statusCode).toBe(403);
    const res = await call(app, 'GET', '/api/projects/00000000-0000-4000-8000-000000000000/badges/pdf', {
      cookie: w.admin.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});
