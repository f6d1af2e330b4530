CREATE TABLE "meeting_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"rating" integer NOT NULL,
	"follow_up" text NOT NULL,
	"deal_size" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_feedback_side_known" CHECK ("meeting_feedback"."side" in ('buyer', 'seller')),
	CONSTRAINT "meeting_feedback_rating_range" CHECK ("meeting_feedback"."rating" between 1 and 5),
	CONSTRAINT "meeting_feedback_follow_up_known" CHECK ("meeting_feedback"."follow_up" in ('yes', 'maybe', 'no')),
	CONSTRAINT "meeting_feedback_deal_size_known" CHECK ("meeting_feedback"."deal_size" in ('none', 'under_10k', '10k_100k', '100k_1m', 'over_1m')),
	CONSTRAINT "meeting_feedback_comment_length" CHECK (char_length("meeting_feedback"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "absence" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "absence_marked_by" uuid;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "absence_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "feedback_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_feedback" ADD CONSTRAINT "meeting_feedback_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_feedback" ADD CONSTRAINT "meeting_feedback_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_feedback_once" ON "meeting_feedback" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "meeting_feedback_user_idx" ON "meeting_feedback" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_absence_marked_by_users_id_fk" FOREIGN KEY ("absence_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Meetings already marked no_show before absences were recorded: nobody knows who stayed away, so both.
UPDATE "meetings" SET "absence" = 'both' WHERE "status" = 'no_show';--> statement-breakpoint
-- Meetings that ended before feedback was asked for are not asked about afterwards.
UPDATE "meetings" SET "feedback_asked_at" = now() WHERE "meeting_date" < current_date;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_absence_known" CHECK ("meetings"."absence" is null or "meetings"."absence" in ('buyer', 'seller', 'both'));--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_absence_is_no_show" CHECK (("meetings"."absence" is not null) = ("meetings"."status" = 'no_show'));