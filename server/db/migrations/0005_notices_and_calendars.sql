CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "day_agenda_mails" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_agenda_mails_project_id_user_id_day_pk" PRIMARY KEY("project_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "meeting_reminders" (
	"meeting_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_reminders_meeting_id_starts_at_pk" PRIMARY KEY("meeting_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "notice_digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reminder_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "unsubscribe_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_agenda_mails" ADD CONSTRAINT "day_agenda_mails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_agenda_mails" ADD CONSTRAINT "day_agenda_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_digests" ADD CONSTRAINT "notice_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_upcoming_idx" ON "meetings" USING btree ("meeting_date") WHERE status in ('scheduled', 'confirmed');--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("created_at") WHERE mail_state = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_mail_digest_idx" ON "notifications" USING btree ("user_id") WHERE mail_state = 'digest';--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_reminder_minutes_range" CHECK ("projects"."reminder_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_mail_state" CHECK ("notifications"."mail_state" in ('pending', 'queued', 'digest', 'digested', 'skipped'));--> statement-breakpoint
-- Notifications from before e-mail notices existed are not e-mailed now.
UPDATE "notifications" SET "mail_state" = 'skipped';--> statement-breakpoint
-- A meeting's calendar revision moves whenever what a calendar shows of it changes (docs/rules.md#calendars).
CREATE FUNCTION "meetings_bump_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.meeting_date, NEW.start_time, NEW.end_time, NEW.location, NEW.status, NEW.buyer_id, NEW.seller_id, NEW.interpreter_id)
     IS DISTINCT FROM
     (OLD.meeting_date, OLD.start_time, OLD.end_time, OLD.location, OLD.status, OLD.buyer_id, OLD.seller_id, OLD.interpreter_id) THEN
    NEW.sequence := OLD.sequence + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "meetings_bump_sequence" BEFORE UPDATE ON "meetings" FOR EACH ROW EXECUTE FUNCTION "meetings_bump_sequence"();
