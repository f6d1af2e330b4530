ALTER TYPE "public"."meeting_request_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "company_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"company_a" uuid NOT NULL,
	"company_b" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_exclusions_ordered" CHECK ("company_exclusions"."company_a" < "company_exclusions"."company_b")
);
--> statement-breakpoint
CREATE TABLE "match_dismissals" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_dismissals_not_self" CHECK ("match_dismissals"."user_id" <> "match_dismissals"."target_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "markets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "looking_for" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "nudged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pending_request_cap" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "request_expiry_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "max_meetings_per_day" integer;--> statement-breakpoint
ALTER TABLE "company_exclusions" ADD CONSTRAINT "company_exclusions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exclusions" ADD CONSTRAINT "company_exclusions_company_a_companies_id_fk" FOREIGN KEY ("company_a") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exclusions" ADD CONSTRAINT "company_exclusions_company_b_companies_id_fk" FOREIGN KEY ("company_b") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exclusions" ADD CONSTRAINT "company_exclusions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_target_id_profiles_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_exclusions_once" ON "company_exclusions" USING btree ("project_id","company_a","company_b");--> statement-breakpoint
CREATE UNIQUE INDEX "match_dismissals_once" ON "match_dismissals" USING btree ("project_id","user_id","target_id");--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_requests_pending_sent_idx" ON "meeting_requests" USING btree ("requester_id","project_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "meeting_requests_pending_age_idx" ON "meeting_requests" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_decline_reason_known" CHECK ("meeting_requests"."decline_reason" is null or "meeting_requests"."decline_reason" in ('not_relevant', 'no_time', 'already_in_contact', 'other'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_pending_request_cap_range" CHECK ("projects"."pending_request_cap" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_request_expiry_range" CHECK ("projects"."request_expiry_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_max_meetings_per_day_range" CHECK ("projects"."max_meetings_per_day" is null or "projects"."max_meetings_per_day" between 1 and 50);--> statement-breakpoint
-- Request hygiene lives in the database (docs/rules.md#request-hygiene), so no path can skip it.
-- The pending-request cap: a lock per requester makes concurrent sends count one after another; the
-- count runs after the lock with a fresh snapshot (a volatile function), so it sees every send committed before.
CREATE FUNCTION "meeting_requests_pending_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cap integer;
  sent integer;
BEGIN
  IF NEW.status <> 'pending' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('pending-requests:' || NEW.requester_id::text, 0));
  SELECT pending_request_cap INTO cap FROM projects WHERE id = NEW.project_id;
  SELECT count(*) INTO sent FROM meeting_requests
    WHERE requester_id = NEW.requester_id AND project_id = NEW.project_id AND status = 'pending' AND id <> NEW.id;
  IF sent >= cap THEN
    RAISE EXCEPTION 'at most % pending requests', cap
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meeting_requests_pending_cap', DETAIL = cap::text;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "meeting_requests_pending_cap" BEFORE INSERT OR UPDATE OF "status" ON "meeting_requests"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION "meeting_requests_pending_cap"();--> statement-breakpoint
-- Which company a person stands for when pairs are kept apart: the company's name, or the profile's
-- own company name; a buyer firm and a seller firm of one name are one company.
CREATE FUNCTION "person_company_key"(person uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT nullif(lower(btrim(coalesce(c.name, p.company_name))), '')
  FROM profiles p LEFT JOIN companies c ON c.id = p.company_id WHERE p.id = person
$$;--> statement-breakpoint
-- A meeting that counts never pairs one company with itself or two companies the organiser keeps
-- apart, and never gives a buyer or seller more meetings on a day than the project allows. Every
-- writer of meetings holds the people's schedule locks first (docs/decisions/022-availability.md), so the counts are settled.
CREATE FUNCTION "meetings_pair_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  per_day integer;
  buyer_company uuid;
  seller_company uuid;
BEGIN
  IF NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'cancelled'
     AND (NEW.buyer_id, NEW.seller_id, NEW.meeting_date, NEW.project_id)
         IS NOT DISTINCT FROM (OLD.buyer_id, OLD.seller_id, OLD.meeting_date, OLD.project_id) THEN
    RETURN NEW;
  END IF;
  IF person_company_key(NEW.buyer_id) = person_company_key(NEW.seller_id) THEN
    RAISE EXCEPTION 'a company does not meet itself'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_same_company';
  END IF;
  SELECT company_id INTO buyer_company FROM profiles WHERE id = NEW.buyer_id;
  SELECT company_id INTO seller_company FROM profiles WHERE id = NEW.seller_id;
  IF EXISTS (
    SELECT 1 FROM company_exclusions
    WHERE project_id = NEW.project_id
      AND company_a = least(buyer_company, seller_company) AND company_b = greatest(buyer_company, seller_company)
  ) THEN
    RAISE EXCEPTION 'the organiser keeps these companies apart'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_excluded_pair';
  END IF;
  SELECT max_meetings_per_day INTO per_day FROM projects WHERE id = NEW.project_id;
  IF per_day IS NOT NULL THEN
    IF (SELECT count(*) FROM meetings WHERE project_id = NEW.project_id AND meeting_date = NEW.meeting_date
          AND buyer_id = NEW.buyer_id AND status <> 'cancelled' AND id <> NEW.id) >= per_day THEN
      RAISE EXCEPTION 'the buyer has % meetings that day', per_day
        USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_daily_limit', DETAIL = 'buyer';
    END IF;
    IF (SELECT count(*) FROM meetings WHERE project_id = NEW.project_id AND meeting_date = NEW.meeting_date
          AND seller_id = NEW.seller_id AND status <> 'cancelled' AND id <> NEW.id) >= per_day THEN
      RAISE EXCEPTION 'the seller has % meetings that day', per_day
        USING ERRCODE = 'check_violation', CONSTRAINT = 'meetings_daily_limit', DETAIL = 'seller';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "meetings_pair_rules" BEFORE INSERT OR UPDATE ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "meetings_pair_rules"();
