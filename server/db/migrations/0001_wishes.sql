CREATE TYPE "public"."wish_priority" AS ENUM('must', 'like');--> statement-breakpoint
CREATE TABLE "meeting_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"priority" "wish_priority" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_wishes_not_self" CHECK ("meeting_wishes"."user_id" <> "meeting_wishes"."target_id")
);
--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_target_id_profiles_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_wishes_once" ON "meeting_wishes" USING btree ("project_id","user_id","target_id");--> statement-breakpoint
CREATE INDEX "meeting_wishes_target_idx" ON "meeting_wishes" USING btree ("project_id","target_id");