// Reading a spreadsheet of participants (docs/rules.md#participant-import): which header means
// which field, which cell means which role, how list cells split, and what a row says. Pure, so
// the import screen shows the same recognition the server applies.
import { z } from 'zod';
import type { Language } from '../constants.ts';
import type { ParticipantRole } from '../schemas/participant.ts';
import type { ImportField, ImportRowError } from '../schemas/participant-import.ts';
import { languageNamed } from './mail-language.ts';

const compact = (text: string) => text.replace(/[\s_\-.:·*()（）[\]【】]/g, '');

/**
 * A header as compared: lower case without spaces, underscores, hyphens, dots or colons, and
 * without a note in brackets ("Name (required)", "성명(국문)") unless the note is all there is.
 */
export function headerKey(header: string): string {
  const plain = header.trim().toLowerCase();
  return compact(plain.replace(/[(（[【][^)）\]】]*[)）\]】]/g, '')) || compact(plain);
}

/** Headers in the four languages of the app, each written as headerKey leaves it. */
const HEADERS: Record<ImportField, readonly string[]> = {
  email: [
    'email',
    'e-mail',
    'emailaddress',
    'mail',
    '이메일',
    '이메일주소',
    '메일',
    '电子邮件',
    '电子邮箱',
    '邮箱',
    '邮件',
    'メール',
    'メールアドレス',
    'eメール',
  ],
  full_name: [
    'name',
    'fullname',
    'contactname',
    'contact',
    'person',
    '이름',
    '성명',
    '담당자',
    '담당자명',
    '姓名',
    '名字',
    '联系人',
    '名前',
    '氏名',
    '担当者',
    '担当者名',
  ],
  role: [
    'role',
    'type',
    'participanttype',
    '역할',
    '구분',
    '유형',
    '참가유형',
    '角色',
    '类型',
    '身份',
    '役割',
    '区分',
    '種別',
  ],
  company_name: [
    'company',
    'companyname',
    'organisation',
    'organization',
    '회사',
    '회사명',
    '기업',
    '기업명',
    '업체명',
    '公司',
    '公司名称',
    '企业',
    '企业名称',
    '会社',
    '会社名',
    '企業',
    '企業名',
  ],
  country: ['country', 'nation', '국가', '나라', '국적', '国家', '国别', '国', '国名'],
  phone: [
    'phone',
    'tel',
    'telephone',
    'mobile',
    'phonenumber',
    '전화',
    '전화번호',
    '연락처',
    '휴대폰',
    '电话',
    '手机',
    '联系电话',
    '電話',
    '電話番号',
    '携帯',
  ],
  product_categories: [
    'categories',
    'category',
    'productcategories',
    'productcategory',
    'products',
    'product',
    'items',
    '품목',
    '카테고리',
    '제품군',
    '관심품목',
    '产品类别',
    '品类',
    '产品',
    'カテゴリ',
    'カテゴリー',
    '商品カテゴリー',
    '品目',
  ],
  languages: ['languages', 'language', 'spokenlanguages', '언어', '사용언어', '语言', '語言', '言語', '使用言語'],
  industry: ['industry', 'sector', '업종', '산업', '산업분야', '行业', '産業', '業種'],
  website: [
    'website',
    'web',
    'url',
    'homepage',
    '웹사이트',
    '홈페이지',
    '网站',
    '网址',
    '官网',
    'ウェブサイト',
    'ホームページ',
  ],
  locale: ['emaillanguage', 'maillanguage', 'locale', '메일언어', '이메일언어', '邮件语言', 'メール言語'],
};

/** The field a header names, or null. */
export function recogniseHeader(header: string): ImportField | null {
  const key = headerKey(header);
  if (!key) return null;
  for (const [field, names] of Object.entries(HEADERS) as [ImportField, readonly string[]][]) {
    if (names.includes(key)) return field;
  }
  return null;
}

const ROLE_WORDS: Record<ParticipantRole, readonly string[]> = {
  buyer: ['buyer', 'buyers', '바이어', '구매자', '해외바이어', '买家', '采购商', '买方', 'バイヤー', '買い手'],
  seller: [
    'seller',
    'sellers',
    'supplier',
    'exhibitor',
    '셀러',
    '판매자',
    '공급자',
    '공급사',
    '참가기업',
    '卖家',
    '供应商',
    '卖方',
    '参展商',
    'セラー',
    'サプライヤー',
    '出展者',
    '売り手',
  ],
  interpreter: ['interpreter', 'translator', '통역', '통역사', '통역원', '翻译', '口译', '通訳', '通訳者'],
  volunteer: ['volunteer', 'staff', '자원봉사자', '봉사자', '서포터즈', '志愿者', 'ボランティア'],
};

/** The role a cell names (any letter case, any of the four languages), or null. */
export function roleNamed(cell: string): ParticipantRole | null {
  const key = cell.trim().toLowerCase().replace(/\s+/g, '');
  for (const [role, words] of Object.entries(ROLE_WORDS) as [ParticipantRole, readonly string[]][]) {
    if (words.includes(key)) return role;
  }
  return null;
}

/** A list cell's items: split on commas and semicolons (Latin and CJK), trimmed, each once. */
export function splitList(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(/[,;、，；\n]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

const emailSchema = z.email();
const MAX: Partial<Record<ImportField, number>> = {
  email: 254,
  full_name: 200,
  company_name: 200,
  country: 100,
  phone: 50,
  industry: 200,
  website: 500,
};

/** What one row of the file says, before it is compared with the accounts that exist. */
export interface ImportRow {
  email: string;
  full_name: string;
  role: ParticipantRole | null;
  company_name: string;
  country: string;
  phone: string;
  product_categories: string[];
  languages: string[];
  industry: string;
  website: string;
  locale: Language | null;
  /** The fields that have a column (and so may change an existing account). */
  mapped: ImportField[];
  errors: ImportRowError[];
}

const profileUrl = z.url({ protocol: /^https?$/ });

/**
 * A website as stored: with its scheme (`www.example.com` becomes `https://www.example.com`), else
 * null. With a scheme, whatever a profile accepts, so an exported website always comes back.
 */
function website(cell: string): string | null {
  if (!cell) return '';
  if (/^https?:\/\//i.test(cell)) return profileUrl.safeParse(cell).success ? cell : null;
  const url = `https://${cell}`;
  try {
    // Without a scheme, a dot is what tells "www.example.com" from "n/a".
    return new URL(url).hostname.includes('.') && profileUrl.safeParse(url).success ? url : null;
  } catch {
    return null;
  }
}

/** Reads one row through the column mapping, with the errors the row shows on its own. */
export function readRow(
  cells: readonly string[],
  columns: readonly (ImportField | null)[],
  defaultRole?: ParticipantRole,
): ImportRow {
  const cell = (field: ImportField) => {
    const i = columns.indexOf(field);
    return i < 0 ? '' : (cells[i] ?? '').trim();
  };
  const errors: ImportRowError[] = [];
  const email = cell('email').toLowerCase();
  if (!email) errors.push('email_missing');
  else if (!emailSchema.safeParse(email).success) errors.push('email_invalid');

  const roleCell = cell('role');
  const role = roleCell ? roleNamed(roleCell) : (defaultRole ?? null);
  if (roleCell && !role) errors.push('role_unknown');
  else if (!role) errors.push('role_missing');

  const localeCell = cell('locale');
  const locale = localeCell ? (languageNamed(localeCell) ?? null) : null;
  if (localeCell && !locale) errors.push('locale_unknown');

  const site = website(cell('website'));
  if (site === null) errors.push('website_invalid');

  const mapped = columns.filter((c): c is ImportField => c !== null);
  for (const field of mapped) {
    const limit = MAX[field];
    if (limit && cell(field).length > limit && !errors.includes('value_too_long')) errors.push('value_too_long');
  }
  const categories = splitList(cell('product_categories'));
  const languages = splitList(cell('languages'));
  if (
    (site?.length ?? 0) > (MAX.website ?? 0) ||
    categories.length > 100 ||
    categories.some((c) => c.length > 100) ||
    languages.length > 50 ||
    languages.some((l) => l.length > 100)
  ) {
    if (!errors.includes('value_too_long')) errors.push('value_too_long');
  }
  return {
    email,
    full_name: cell('full_name'),
    role,
    company_name: cell('company_name'),
    country: cell('country'),
    phone: cell('phone'),
    product_categories: categories,
    languages,
    industry: cell('industry'),
    website: site ?? '',
    locale,
    mapped: [...new Set(mapped)],
    errors,
  };
}
