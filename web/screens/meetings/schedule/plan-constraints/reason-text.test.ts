// The reasons' sentences: names with companies, the day and time, the meetings as each person sees
// them in name order, an order's meetings in the order asked, and the numbers of the placement's reasons.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { InfeasibilityReasonView } from '../../../../../core/schemas/plan-constraints.ts';
import en from '../../../../i18n/locales/en.json' with { type: 'json' };
import ko from '../../../../i18n/locales/ko.json' with { type: 'json' };
import { reasonText } from './reason-text.ts';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: en }, ko: { translation: ko } },
  interpolation: { escapeValue: false },
});

const who = (n: number, name: string, company: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  full_name: name,
  company_name: company,
});
const kim = who(1, 'Kim', 'Acme');
const ann = who(2, 'Ann', 'Alpha');
const ben = who(3, 'Ben', '');
const meeting = (buyer: typeof kim, seller: typeof kim, start: string | null, fixed = true) => ({
  buyer,
  seller,
  date: start ? '2026-05-12' : null,
  start_time: start,
  fixed,
});
const reason = (r: Partial<InfeasibilityReasonView> & { code: string }): InfeasibilityReasonView => ({
  people: [],
  meetings: [],
  slots: [],
  ...r,
});

describe('reasonText', () => {
  it('names the seller, the time and both meetings of a clash, whoever the meetings list first', () => {
    const clash = reason({
      code: 'fixed_person_clash',
      people: [kim],
      meetings: [meeting(ben, kim, '10:00', false), meeting(ann, kim, '10:00')],
      slots: [{ date: '2026-05-12', start_time: '10:00', end_time: '11:00' }],
    });
    expect(reasonText(i18n.t, clash, 'en')).toBe(
      'Kim (Acme) has 2 meetings at 10:00 on Tue, May 12: with Ann (Alpha) (fixed) and with Ben (already booked).',
    );
    expect(reasonText(i18n.getFixedT('ko'), clash, 'ko')).toContain('Kim (Acme)님은 5월 12일 (화) 10:00에 미팅이 2개');
  });

  it('keeps an order in the order asked, and fills the placement reasons with their numbers', () => {
    const cycle = reason({
      code: 'precedence_cycle',
      meetings: [meeting(ben, kim, null, false), meeting(ann, kim, null, false)],
    });
    expect(reasonText(i18n.t, cycle, 'en')).toBe(
      'The order asked goes round in a circle: Ben with Kim (Acme) and Ann (Alpha) with Kim (Acme), each before the next and the last before the first.',
    );
    const overbooked = reason({
      code: 'person_overbooked',
      people: [kim],
      meetings: [meeting(ann, kim, '09:00', false), meeting(ben, kim, '10:00', false)],
      slots: [{ date: '2026-05-12', start_time: '09:00', end_time: '10:00' }],
      counts: { meetings: 2, slots: 1 },
    });
    expect(reasonText(i18n.t, overbooked, 'en')).toBe(
      'Kim (Acme) has 2 meetings on Tue, May 12, more than the slots they are free in (1): Ann (Alpha) with Kim (Acme) (Tue, May 12 09:00) and Ben with Kim (Acme) (Tue, May 12 10:00).',
    );
    expect(reasonText(i18n.t, reason({ code: 'some_new_code' }), 'en')).toBe(
      'No plan can keep these asks (some_new_code): .',
    );
  });
});
