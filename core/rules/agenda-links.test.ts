import { describe, expect, it } from 'vitest';
import { agendaPath, checkInPath } from './agenda-links.ts';

const id = '2b1d6a4e-5c1f-4a77-9d0e-3f1a2b3c4d5e';

describe('agenda links', () => {
  it('the check-in link is the meeting page told to check in by QR', () => {
    expect(checkInPath(id)).toBe(`/meetings/${id}?check-in=qr`);
  });

  it("the agenda page names a person only when it is someone's chosen agenda", () => {
    expect(agendaPath('p1')).toBe('/projects/p1/agenda');
    expect(agendaPath('p1', id)).toBe(`/projects/p1/agenda?user=${id}`);
  });
});
