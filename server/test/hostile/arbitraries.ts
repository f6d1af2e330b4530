// fast-check generators of hostile requests, read from the API's own OpenAPI document: values of
// the declared shape carrying nasty text, values of the wrong type, huge values, broken JSON.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** The part of a JSON schema (as @fastify/swagger writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  multipleOf?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

/** Text that has broken servers before: SQL, HTML, NUL, lone surrogates, direction marks, odd dates. */
export const NASTY_TEXT = [
  "'; drop table profiles; --",
  "' or '1'='1",
  '1); select pg_sleep(10); --',
  '\\',
  '$1',
  '%',
  '_%',
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return 1")()}}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '\u0645\u0631\u062d\u0628\u0627 \u05e9\u05dc\u05d5\u05dd',
  '\ud83e\uddd1\u200d\ud83e\udd1d\u200d\ud83e\uddd1',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359\u035a',
  '\r\n\t\u000b\u000c',
  '',
  ' ',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0000-01-01',
  '9999-12-31',
  '2030-02-30',
  '24:00',
  '23:59:60',
  '../../../etc/passwd',
  'x'.repeat(300),
  'x'.repeat(100_000),
];

/** Strings: the nasty list, or arbitrary code points including lone surrogates and controls. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Numbers JSON can carry that no field should need. */
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 0.5, -0.000001, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, kept small. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.constant([]),
  fc.constant({}),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

const typesOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/**
 * How values are made: `ids` are ids that exist; `wrong` is the weight (against 8) of a value of
 * the wrong type at each node, 0 for none. Bodies with no wrong node get past validation, so the
 * nasty text in them reaches the handlers and the database.
 */
export interface Shape {
  ids: string[];
  wrong: number;
}

/** A value of the schema's own shape (with nasty leaves), or at a rate of `wrong`, any JSON. */
export function valueFor(schema: JsonSchema, shape: Shape, depth = 0): fc.Arbitrary<unknown> {
  if (!shape.wrong) return shaped(schema, shape, depth);
  return fc.oneof({ weight: 8, arbitrary: shaped(schema, shape, depth) }, { weight: shape.wrong, arbitrary: anyJson });
}

function shaped(schema: JsonSchema, shape: Shape, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shaped(s, shape, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) {
    const valid = fc.constantFrom(...schema.enum);
    return shape.wrong ? fc.oneof({ weight: 4, arbitrary: valid }, nastyString) : valid;
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types[0];
  if (type === 'string') return stringFor(schema, shape);
  if (type === 'integer' || type === 'number') {
    const lo = schema.minimum ?? -1000;
    const hi = schema.maximum ?? 1_000_000;
    const step = schema.multipleOf;
    const inRange = step
      ? fc.integer({ min: Math.ceil(lo / step), max: Math.min(Math.floor(hi / step), 1e9) }).map((n) => n * step)
      : type === 'integer'
        ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
        : fc.double({ min: lo, max: hi, noNaN: true });
    return shape.wrong ? fc.oneof({ weight: 3, arbitrary: inRange }, nastyNumber) : inRange;
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array' && depth < 4) {
    const item = schema.items ? valueFor(schema.items, shape, depth + 1) : anyJson;
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 300, maxLength: 300 }) },
    );
  }
  if ((type === 'object' || schema.properties) && depth < 4) return objectFor(schema, shape, depth);
  return anyJson;
}

/** Free text: nasty text that fits the field mostly, too long for it sometimes. */
function freeText(maxLength: number | undefined) {
  if (maxLength === undefined) return nastyString;
  return fc.oneof({ weight: 4, arbitrary: nastyString.map((t) => t.slice(0, maxLength)) }, nastyString);
}

function stringFor(schema: JsonSchema, { ids, wrong }: Shape) {
  const valid: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid')
    valid.push(fc.constantFrom(...ids, randomUUID(), '00000000-0000-0000-0000-000000000000'));
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}')) {
    valid.push(
      fc.constantFrom('2030-05-01', '2030-05-03', '0001-01-01', '9999-12-31', '2030-02-29', '2030-13-01', '1970-01-01'),
    );
  }
  if (schema.format === 'uri')
    valid.push(nastyString.map((t) => `https://example.test/${encodeText(t).slice(0, 200)}`));
  if (schema.format === 'email') valid.push(fc.constantFrom('a@b.test', `x${'a'.repeat(300)}@b.test`, '"\'--"@b.test'));
  if (schema.pattern && !valid.length) {
    try {
      valid.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot read is left to the nasty strings.
    }
  }
  if (!valid.length) return freeText(schema.maxLength);
  // Well-typed mode keeps formatted strings valid: the nasty text then rides in the free-text fields.
  return wrong ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...valid) }, nastyString) : fc.oneof(...valid);
}

function objectFor(schema: JsonSchema, shape: Shape, depth: number) {
  const props = schema.properties ?? {};
  const fields = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valueFor(s, shape, depth + 1)]));
  const required = (schema.required ?? []).filter((k) => k in props);
  // Keys no schema declares, some of them aimed at privilege or prototype pollution.
  const extra = fc.dictionary(
    fc.constantFrom('role', 'is_active', 'id', 'user_id', '__proto__', 'constructor', 'x'),
    anyJson,
    { maxKeys: 2 },
  );
  const more = shape.wrong ? fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra) : fc.constant({});
  return fc.tuple(fc.record(fields, { requiredKeys: required }), more).map(([own, added]) => ({ ...added, ...own }));
}

/** A request body as sent: JSON text and its content type. */
export interface RawBody {
  payload: string;
  contentType: string;
}

/** Bodies no route should accept, whatever it expects. */
export const brokenBody: fc.Arbitrary<RawBody> = fc.constantFrom<RawBody>(
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":1,}', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '{"__proto__":{"role":"admin"}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"role":"admin"}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }), contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<x/>', contentType: 'text/xml' },
  { payload: 'plain', contentType: 'text/plain' },
  { payload: '{"a":"\\u0000"}', contentType: 'application/json; charset=latin1' },
);

/** Percent-encodes text for a URL the way a client would (lone surrogates become U+FFFD). */
export function encodeText(text: string) {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** A path parameter: an id that exists, one that does not, nasty text, or a broken escape. */
export function pathParam(ids: string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids).map(encodeText) },
    { weight: 1, arbitrary: fc.constant(randomUUID()) },
    { weight: 3, arbitrary: nastyString.map(encodeText) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '..%2F..', '%2e%2e', 'a%2Fb') },
  );
}

/** A query string for the declared parameters: nasty or wrong values, repeated keys, unknown keys. */
export function queryString(names: string[], ids: string[]) {
  const value = fc.oneof(
    fc.constantFrom(...ids),
    nastyString,
    fc.constantFrom('true', '1', '-1', '2030-05-01', 'buyer', 'admin'),
  );
  const pair = fc.tuple(fc.constantFrom(...names, 'unknown', '__proto__'), value);
  return fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${encodeText(v)}`).join('&'));
}
