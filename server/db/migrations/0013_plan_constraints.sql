CREATE TABLE "fixed_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"meeting_date" date NOT NULL,
	"start_time" time NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_meetings_buyer_not_seller" CHECK ("fixed_meetings"."buyer_id" <> "fixed_meetings"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_precedences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"before_buyer_id" uuid NOT NULL,
	"before_seller_id" uuid NOT NULL,
	"after_buyer_id" uuid NOT NULL,
	"after_seller_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_precedences_two_meetings" CHECK (("meeting_precedences"."before_buyer_id", "meeting_precedences"."before_seller_id") <> ("meeting_precedences"."after_buyer_id", "meeting_precedences"."after_seller_id"))
);
--> statement-breakpoint
ALTER TABLE "fixed_meetings" ADD CONSTRAINT "fixed_meetings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_meetings" ADD CONSTRAINT "fixed_meetings_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_meetings" ADD CONSTRAINT "fixed_meetings_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_meetings" ADD CONSTRAINT "fixed_meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_precedences" ADD CONSTRAINT "meeting_precedences_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_precedences" ADD CONSTRAINT "meeting_precedences_before_buyer_id_profiles_id_fk" FOREIGN KEY ("before_buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_precedences" ADD CONSTRAINT "meeting_precedences_before_seller_id_profiles_id_fk" FOREIGN KEY ("before_seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_precedences" ADD CONSTRAINT "meeting_precedences_after_buyer_id_profiles_id_fk" FOREIGN KEY ("after_buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_precedences" ADD CONSTRAINT "meeting_precedences_after_seller_id_profiles_id_fk" FOREIGN KEY ("after_seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_precedences" ADD CONSTRAINT "meeting_precedences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_meetings_pair_once" ON "fixed_meetings" USING btree ("project_id","buyer_id","seller_id");--> statement-breakpoint
CREATE INDEX "fixed_meetings_project_idx" ON "fixed_meetings" USING btree ("project_id","meeting_date");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_precedences_once" ON "meeting_precedences" USING btree ("project_id","before_buyer_id","before_seller_id","after_buyer_id","after_seller_id");--> statement-breakpoint
CREATE INDEX "meeting_precedences_project_idx" ON "meeting_precedences" USING btree ("project_id");