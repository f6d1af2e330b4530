import { describe, expect, it } from 'vitest';
import { readRow, recogniseHeader, roleNamed, splitList } from './participant-import.ts';

describe('recogniseHeader', () => {
  it.each([
    ['E-mail', 'email'],
    [' 이메일 주소 ', 'email'],
    ['メールアドレス', 'email'],
    ['Full_Name', 'full_name'],
    ['氏名', 'full_name'],
    ['구분', 'role'],
    ['公司名称', 'company_name'],
    ['Tel.', 'phone'],
    ['E-mail language', 'locale'],
    ['Favourite colour', null],
  ])('%s -> %s', (header, field) => {
    expect(recogniseHeader(header)).toBe(field);
  });
});

describe('roleNamed', () => {
  it('knows roles in four languages, in any case, but never admin', () => {
    expect(roleNamed(' Buyer ')).toBe('buyer');
    expect(roleNamed('셀러')).toBe('seller');
    expect(roleNamed('翻译')).toBe('interpreter');
    expect(roleNamed('ボランティア')).toBe('volunteer');
    expect(roleNamed('admin')).toBeNull();
  });
});

describe('splitList', () => {
  it('splits on Latin and CJK commas and semicolons, trimmed and each once', () => {
    expect(splitList('Tea, Coffee;Tea ；茶、 咖啡，')).toEqual(['Tea', 'Coffee', '茶', '咖啡']);
    expect(splitList('  ')).toEqual([]);
  });
});

describe('readRow', () => {
  const columns = ['email', 'full_name', 'role', 'website', 'locale'] as const;
  it('reads a row through the mapping', () => {
    expect(readRow([' Ann@Example.TEST ', 'Ann', 'buyer', 'ann.example', '日本語'], [...columns])).toMatchObject({
      email: 'ann@example.test',
      role: 'buyer',
      website: 'https://ann.example',
      locale: 'ja',
      errors: [],
    });
  });
  it('uses the default role for an empty role cell, and names what is wrong', () => {
    expect(readRow(['a@example.test', 'A', '', '', ''], [...columns], 'seller').role).toBe('seller');
    expect(readRow(['a@example.test', 'A', '', '', ''], [...columns]).errors).toEqual(['role_missing']);
    expect(readRow(['bad', 'A', 'chef', 'not a site', 'Klingon'], [...columns]).errors).toEqual([
      'email_invalid',
      'role_unknown',
      'locale_unknown',
      'website_invalid',
    ]);
    expect(readRow(['a@example.test', 'x'.repeat(201), 'buyer', '', ''], [...columns]).errors).toEqual([
      'value_too_long',
    ]);
  });
});
