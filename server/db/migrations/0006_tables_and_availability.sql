CREATE TABLE "meeting_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_tables_project_table" UNIQUE("project_id","id"),
	CONSTRAINT "meeting_tables_name_length" CHECK (char_length("meeting_tables"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "unavailable_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"slot_number" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unavailable_slot_positive" CHECK ("unavailable_slots"."slot_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "table_id" uuid;--> statement-breakpoint
ALTER TABLE "project_participants" ADD COLUMN "table_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "travel_margin_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_tables" ADD CONSTRAINT "meeting_tables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_slots" ADD CONSTRAINT "unavailable_slots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_slots" ADD CONSTRAINT "unavailable_slots_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_slots" ADD CONSTRAINT "unavailable_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_tables_name_once" ON "meeting_tables" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "unavailable_slots_once" ON "unavailable_slots" USING btree ("project_id","user_id","date","slot_number");--> statement-breakpoint
CREATE INDEX "unavailable_slots_user_idx" ON "unavailable_slots" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_table_fk" FOREIGN KEY ("project_id","table_id") REFERENCES "public"."meeting_tables"("project_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_participants" ADD CONSTRAINT "project_participants_table_fk" FOREIGN KEY ("project_id","table_id") REFERENCES "public"."meeting_tables"("project_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_table_slot" ON "meetings" USING btree ("table_id","meeting_date","start_time") WHERE status <> 'cancelled' and table_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_participants_table_once" ON "project_participants" USING btree ("table_id") WHERE table_id is not null;--> statement-breakpoint
ALTER TABLE "project_participants" ADD CONSTRAINT "project_participants_table_seller" CHECK ("project_participants"."table_id" is null or "project_participants"."role" = 'seller');--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_travel_margin_range" CHECK ("projects"."travel_margin_minutes" between 0 and 1440);--> statement-breakpoint
-- A meeting moved to another table is a change a calendar shows (its location names the table).
CREATE OR REPLACE FUNCTION "meetings_bump_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.meeting_date, NEW.start_time, NEW.end_time, NEW.location, NEW.status, NEW.buyer_id, NEW.seller_id, NEW.interpreter_id, NEW.table_id)
     IS DISTINCT FROM
     (OLD.meeting_date, OLD.start_time, OLD.end_time, OLD.location, OLD.status, OLD.buyer_id, OLD.seller_id, OLD.interpreter_id, OLD.table_id) THEN
    NEW.sequence := OLD.sequence + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
