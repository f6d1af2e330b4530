-- The pair rules of decision 029, unchanged, checked once per statement over every row it wrote
-- instead of once per row (docs/decisions/029-request-hygiene-in-the-database.md): an applied plan of
-- 85,000 meetings paid about 0.13 ms a row for eight lookups a row. The rules read the rows as
-- written, so the rows of one statement count toward each other's daily maximum as before; a
-- statement with any row that breaks a rule is refused as a whole, with the same named constraint.
DROP TRIGGER "meetings_pair_rules" ON "meetings";--> statement-breakpoint
DROP FUNCTION "meetings_pair_rules"();--> statement-breakpoint
-- The company key of person_company_key (decision 029) from the two names it looks at, inlined into
-- the set-based check below; person_company_key is written with it, so the rule stays in one place.
CREATE FUNCTION "company_key"(company_name text, own_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(lower(btrim(coalesce(company_name, own_name))), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "person_company_key"(person uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT company_key(c.name, p.company_name)
    FROM profiles p LEFT JOIN companies c ON c.id = p.company_id WHERE p.id = person
  );
END $$;--> statement-breakpoint
-- A meeting that counts never pairs one company with itself or two companies the organiser keeps
-- apart, and never gives a buyer or seller more meetings on a day than the project allows. The rows
-- to judge are those that count (not cancelled) and are new, came back from cancelled, or changed
-- people, day or project: a meeting kept as it was is not refused for a rule made after it. Every
-- writer of meetings holds the people's schedule locks first (docs/decisions/022-availability.md),
-- so the counts are settled.
CREATE FUNCTION "meetings_pair_rules"() RETURNS trigger LANGUAGE plpgsql
-- Planned at every call with the table's size at that moment: a plan kept from a call on a nearly
-- empty table would scan all of it for every day counted once a plan of thousands is written.
SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  project_ids uuid[];
  buyer_ids uuid[];
  seller_ids uuid[];
  days date[];
  one_company boolean;
  kept_apart boolean;
  full_day integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.project_id), array_agg(n.buyer_id), array_agg(n.seller_id), array_agg(n.meeting_date)
      INTO project_ids, buyer_ids, seller_ids, days
    FROM new_meetings n WHERE n.status <> 'cancelled';
  ELSE
    SELECT array_agg(n.project_id), array_agg(n.buyer_id), array_agg(n.seller_id), array_agg(n.meeting_date)
      INTO project_ids, buyer_ids, seller_ids, days
    FROM new_meetings n LEFT JOIN old_meetings o ON o.id = n.id
    WHERE n.status <> 'cancelled'
      AND (o.id IS NULL OR o.status = 'cancelled'
           OR (n.buyer_id, n.seller_id, n.meeting_date, n.project_id)
              IS DISTINCT FROM (o.buyer_id, o.seller_id, o.meeting_date, o.project_id));
  END IF;
  IF project_ids IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(bool_or(company_key(bc.name, bp.company_name) = company_key(sc.name, sp.company_name)), false),
         coalesce(bool_or(x.project_id IS NOT NULL), false)
    INTO one_company, kept_apart
  FROM unnest(project_ids, buyer_ids, seller_ids) AS j(project_id, buyer_id, seller_id)
  JOIN profiles bp ON bp.id = j.buyer_id
  LEFT JOIN companies bc ON bc.id = bp.company_id
  JOIN profiles sp ON sp.id = j.seller_id
  LEFT JOIN companies sc ON sc.id = sp.company_id
  LEFT JOIN company_exclusions x ON x.project_id = j.project_id
    AND x.company_a = least(bp.company_id, sp.company_id) AND x.company_b = greatest(bp.company_id, sp.company_id);
  IF one_company THEN
    RAISE EXCEPTION 'a company does not meet itself'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_same_company';
  END IF;
  IF kept_apart THEN
    RAISE EXCEPTION 'the organiser keeps these companies apart'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_excluded_pair';
  END IF;
  -- The counts include the rows just written: a statement's rows count toward each other's maximum.
  SELECT p.max_meetings_per_day INTO full_day
  FROM (SELECT DISTINCT project_id, meeting_date, buyer_id
        FROM unnest(project_ids, days, buyer_ids) AS j(project_id, meeting_date, buyer_id)) d
  JOIN projects p ON p.id = d.project_id
  WHERE p.max_meetings_per_day IS NOT NULL
    AND (SELECT count(*) FROM meetings m WHERE m.buyer_id = d.buyer_id AND m.meeting_date = d.meeting_date
           AND m.project_id = d.project_id AND m.status <> 'cancelled') > p.max_meetings_per_day
  LIMIT 1;
  IF full_day IS NOT NULL THEN
    RAISE EXCEPTION 'the buyer has % meetings that day', full_day
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_daily_limit', DETAIL = 'buyer';
  END IF;
  SELECT p.max_meetings_per_day INTO full_day
  FROM (SELECT DISTINCT project_id, meeting_date, seller_id
        FROM unnest(project_ids, days, seller_ids) AS j(project_id, meeting_date, seller_id)) d
  JOIN projects p ON p.id = d.project_id
  WHERE p.max_meetings_per_day IS NOT NULL
    AND (SELECT count(*) FROM meetings m WHERE m.seller_id = d.seller_id AND m.meeting_date = d.meeting_date
           AND m.project_id = d.project_id AND m.status <> 'cancelled') > p.max_meetings_per_day
  LIMIT 1;
  IF full_day IS NOT NULL THEN
    RAISE EXCEPTION 'the seller has % meetings that day', full_day
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_daily_limit', DETAIL = 'seller';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "meetings_pair_rules_insert" AFTER INSERT ON "meetings"
  REFERENCING NEW TABLE AS new_meetings
  FOR EACH STATEMENT EXECUTE FUNCTION "meetings_pair_rules"();--> statement-breakpoint
CREATE TRIGGER "meetings_pair_rules_update" AFTER UPDATE ON "meetings"
  REFERENCING OLD TABLE AS old_meetings NEW TABLE AS new_meetings
  FOR EACH STATEMENT EXECUTE FUNCTION "meetings_pair_rules"();
