// Transactions and contracts (not cancelled) in USD, by the buyer's country and by the seller's
// industry (docs/rules.md#report). The rates are those of the transactions tile
// (docs/rules.md#currency-and-usd-totals: stored over built-in defaults, USD 1), handed to the
// database as a table so that it converts and sums: each amount rounded to cents, as toUsd does,
// and an amount in a currency without a rate counted but left out of the sum.
import { type SQL, sql } from 'drizzle-orm';
import { jsonArray } from './json.ts';

/** `(values ('EUR', 1.08), ...) as r(currency, usd_rate)`; rates go as text so no float noise reaches numeric. */
export function ratesTable(rates: Readonly<Record<string, number>>): SQL {
  const rows = Object.entries(rates)
    .filter(([, rate]) => Number.isFinite(rate))
    .map(([currency, rate]) => sql`(${currency}::text, ${String(rate)}::numeric)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as r(currency, usd_rate)`;
}

/** A profile's or company's country or industry: trimmed, '' when not given. */
const given = (column: string) => sql.raw(`coalesce(trim(${column}), '')`);

type By = 'country' | 'industry';

/** Per key: count and USD sum of the project's transactions not cancelled. */
function transactionGroups(by: By, rates: SQL) {
  const key = by === 'country' ? given('b.country') : given('s.industry');
  return sql`
    select ${key} as key, count(*)::int as n, coalesce(sum(round(t.estimated_value * r.usd_rate, 2)), 0) as usd
    from transactions t
    join profiles b on b.id = t.buyer_id
    join profiles s on s.id = t.seller_id
    left join ${rates} on r.currency = t.currency
    where t.project_id = p.id and t.status <> 'cancelled'
    group by 1`;
}

/**
 * Per key: count and USD sum of the project's contracts not cancelled. A contract's people may have
 * gone (their profile deleted); its companies stay, so their country or industry stands in.
 */
function contractGroups(by: By, rates: SQL) {
  const key =
    by === 'country'
      ? sql.raw(`coalesce(nullif(trim(b.country), ''), trim(bc.country), '')`)
      : sql.raw(`coalesce(nullif(trim(s.industry), ''), trim(sc.industry), '')`);
  return sql`
    select ${key} as key, count(*)::int as n, coalesce(sum(round(c.total_amount * r.usd_rate, 2)), 0) as usd
    from contracts c
    join companies bc on bc.id = c.buyer_company
    join companies sc on sc.id = c.seller_company
    left join profiles b on b.id = c.buyer_id
    left join profiles s on s.id = c.seller_id
    left join ${rates} on r.currency = c.currency
    where c.project_id = p.id and c.status <> 'cancelled'
    group by 1`;
}

/** The groups of `by`, the largest USD total first ('' — "Not given" — after the named ones on a tie). */
export function dealsBy(by: By, rates: Readonly<Record<string, number>>) {
  const table = ratesTable(rates);
  return sql`(
    select ${jsonArray(
      sql`json_build_object('key', g.key, 'transactions', g.tn, 'transaction_usd', g.tusd,
        'contracts', g.cn, 'contract_usd', g.cusd)`,
      sql`g.tusd + g.cusd desc, g.key = '' asc, g.key asc`,
    )}
    from (
      select coalesce(t.key, c.key) as key, coalesce(t.n, 0) as tn, coalesce(t.usd, 0) as tusd,
        coalesce(c.n, 0) as cn, coalesce(c.usd, 0) as cusd
      from (${transactionGroups(by, table)}) t
      full join (${contractGroups(by, table)}) c on c.key = t.key
    ) g)`;
}
