// Satisfaction, follow-up and expected deal size by side (docs/rules.md#report): one pass over the
// project's feedback answers gives all three, as a JSON object of three arrays (buyers first). A
// rating given without a follow-up or deal size counts as unanswered for that figure.
import { sql } from 'drizzle-orm';
import { DEAL_SIZE_BANDS, FEEDBACK_FOLLOW_UPS } from '../../../core/constants.ts';
import { countsBy, jsonArray } from './json.ts';

const ratings = sql.raw(
  `json_build_array(${[1, 2, 3, 4, 5].map((r) => `count(f.id) filter (where f.rating = ${r})::int`).join(', ')})`,
);

// Both sides are always listed: a side nobody answered for counts zeros and has no average.
export const feedbackFigures = sql`(
  select json_build_object(
    'satisfaction', ${jsonArray(
      sql`json_build_object('side', s.side, 'counts', s.counts, 'answers', s.answers, 'average', s.average)`,
      sql`s.n`,
    )},
    'follow_up', ${jsonArray(
      sql`json_build_object('side', s.side, 'counts', s.follow_up, 'unanswered', s.follow_up_unanswered)`,
      sql`s.n`,
    )},
    'deal_size', ${jsonArray(
      sql`json_build_object('side', s.side, 'counts', s.deal_size, 'unanswered', s.deal_size_unanswered)`,
      sql`s.n`,
    )})
  from (
    select side.name as side, side.n, ${ratings} as counts, count(f.id)::int as answers,
      round(avg(f.rating)::numeric, 2)::float8 as average,
      ${countsBy('f.follow_up', FEEDBACK_FOLLOW_UPS)} as follow_up,
      ${countsBy('f.deal_size', DEAL_SIZE_BANDS)} as deal_size,
      -- A rating given alone leaves these null: unanswered, never a "no" (docs/decisions/035-one-tap.md).
      count(f.id) filter (where f.follow_up is null)::int as follow_up_unanswered,
      count(f.id) filter (where f.deal_size is null)::int as deal_size_unanswered
    from (values ('buyer', 1), ('seller', 2)) as side(name, n)
    left join (meeting_feedback f join meetings m on m.id = f.meeting_id and m.project_id = p.id)
      on f.side = side.name
    group by side.name, side.n
  ) s)`;
