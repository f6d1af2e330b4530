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
    ['Category', 'product_categories'],
    ['이메일(필수)', 'email'],
    ['Name (required)', 'full_name'],
    ['성명【국문】', 'full_name'],
    ['(Email)', 'email'],
    ['Favourite colour', null],
    ['', null],
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
  it('takes any website a profile takes when it has a scheme; without one it needs a dot', () => {
    const site = (cell: string) => readRow(['a@example.test', 'A', 'buyer', cell, ''], [...columns]);
    expect(site('http://localhost:8080/x').website).toBe('http://localhost:8080/x');
    expect(site('www.example.com/shop').website).toBe('https://www.example.com/shop');
    expect(site('n/a').errors).toEqual(['website_invalid']);
    expect(site('ftp://example.com').errors).toEqual(['website_invalid']);
  });
  it('leaves unmapped columns out and reads lists from their cells', () => {
    const row = readRow(['a@example.test', 'Tea，茶', 'x'], ['email', 'product_categories', null], 'seller');
    expect(row).toMatchObject({ mapped: ['email', 'product_categories'], product_categories: ['Tea', '茶'] });
    expect(row.errors).toEqual([]);
  });
});
