import { describe, expect, it } from 'vitest';
import { companyOrName } from './names.ts';

describe('companyOrName', () => {
  it('names the company when there is one', () => {
    expect(companyOrName({ full_name: 'Emily Carter', company_name: 'Pacific Crest' })).toBe('Pacific Crest');
  });

  it('falls back to the person when the company is empty', () => {
    expect(companyOrName({ full_name: 'Kim Ji-eun', company_name: '' })).toBe('Kim Ji-eun');
  });
});
