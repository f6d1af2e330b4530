CREATE TYPE "public"."assignment_status" AS ENUM('assigned', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."check_in_method" AS ENUM('manual', 'qr');--> statement-breakpoint
CREATE TYPE "public"."company_type" AS ENUM('buyer', 'seller');--> statement-breakpoint
CREATE TYPE "public"."contract_status" AS ENUM('draft', 'pending', 'signed', 'active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."contract_type" AS ENUM('MOU', '거래계약', 'NDA');--> statement-breakpoint
CREATE TYPE "public"."meeting_status" AS ENUM('scheduled', 'confirmed', 'completed', 'cancelled', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('success', 'error', 'warning', 'info');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('draft', 'active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."meeting_request_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('admin', 'buyer', 'seller', 'interpreter', 'volunteer');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('proposed', 'agreed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "blocked_time_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"buyer_id" uuid,
	"date" date NOT NULL,
	"slot_number" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_slot_positive" CHECK ("blocked_time_slots"."slot_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" "company_type" NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_number" text NOT NULL,
	"title" text NOT NULL,
	"type" "contract_type" DEFAULT 'MOU' NOT NULL,
	"buyer_company" uuid NOT NULL,
	"seller_company" uuid NOT NULL,
	"buyer_id" uuid,
	"seller_id" uuid,
	"project_id" uuid,
	"product_service" text NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"unit_price" numeric(18, 2) DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"contract_date" date NOT NULL,
	"delivery_date" date,
	"signed_date" date,
	"expiry_date" date,
	"payment_terms" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" "contract_status" DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "contracts_parties_differ" CHECK ("contracts"."buyer_company" <> "contracts"."seller_company"),
	CONSTRAINT "contracts_delivery_after_contract" CHECK ("contracts"."delivery_date" is null or "contracts"."delivery_date" >= "contracts"."contract_date")
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_rate" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interpreter_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"interpreter_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"key_points" text DEFAULT '' NOT NULL,
	"action_items" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_attendances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"check_in_method" "check_in_method" DEFAULT 'manual' NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"requester_role" "role" NOT NULL,
	"target_id" uuid NOT NULL,
	"target_role" "role" NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time_start" time NOT NULL,
	"preferred_time_end" time NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"status" "meeting_request_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"meeting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_requests_not_self" CHECK ("meeting_requests"."requester_id" <> "meeting_requests"."target_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_voice_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"audio_path" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"transcript" text,
	"summary" text,
	"transcript_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"interpreter_id" uuid,
	"meeting_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "meeting_status" DEFAULT 'scheduled' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_time_ordered" CHECK ("meetings"."end_time" > "meetings"."start_time"),
	CONSTRAINT "meetings_buyer_not_seller" CHECK ("meetings"."buyer_id" <> "meetings"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" DEFAULT 'info' NOT NULL,
	"title_key" text NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role" "role" DEFAULT 'buyer' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"ceo_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"establishment_date" date,
	"annual_revenue" numeric(18, 2),
	"annual_revenue_currency" text DEFAULT 'USD' NOT NULL,
	"has_export_experience" boolean DEFAULT false NOT NULL,
	"export_annual_revenue" numeric(18, 2),
	"export_annual_revenue_currency" text DEFAULT 'USD' NOT NULL,
	"product_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry_type" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"company_introduction" text DEFAULT '' NOT NULL,
	"brand_introduction" text DEFAULT '' NOT NULL,
	"company_description" text DEFAULT '' NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_full_name_not_blank" CHECK (length(trim("profiles"."full_name")) > 0),
	CONSTRAINT "profiles_revenue_non_negative" CHECK ("profiles"."annual_revenue" is null or "profiles"."annual_revenue" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "role" NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"daily_meet_limit" integer DEFAULT 10 NOT NULL,
	"status" "project_status" DEFAULT 'active' NOT NULL,
	"poster_url" text DEFAULT '' NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"day_start" time DEFAULT '09:00' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Seoul' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_dates_ordered" CHECK ("projects"."end_date" >= "projects"."start_date"),
	CONSTRAINT "projects_daily_limit_range" CHECK ("projects"."daily_meet_limit" between 1 and 50),
	CONSTRAINT "projects_slot_minutes_range" CHECK ("projects"."slot_minutes" between 5 and 240),
	CONSTRAINT "projects_day_fits" CHECK (extract(epoch from "projects"."day_start") / 60 + "projects"."daily_meet_limit" * "projects"."slot_minutes" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid,
	"project_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_service" text NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"estimated_value" numeric(18, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" "transaction_status" DEFAULT 'proposed' NOT NULL,
	"registered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_value_non_negative" CHECK ("transactions"."estimated_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travel_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"flight_no" text DEFAULT '' NOT NULL,
	"arrival_time" timestamp with time zone,
	"departure_time" timestamp with time zone,
	"hotel_name" text DEFAULT '' NOT NULL,
	"hotel_address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"project_id" uuid,
	"task_type" text NOT NULL,
	"task_description" text DEFAULT '' NOT NULL,
	"assigned_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"notes" text DEFAULT '' NOT NULL,
	"status" "assignment_status" DEFAULT 'assigned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_time_slots" ADD CONSTRAINT "blocked_time_slots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_time_slots" ADD CONSTRAINT "blocked_time_slots_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_time_slots" ADD CONSTRAINT "blocked_time_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_company_companies_id_fk" FOREIGN KEY ("buyer_company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seller_company_companies_id_fk" FOREIGN KEY ("seller_company") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_notes" ADD CONSTRAINT "interpreter_notes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_notes" ADD CONSTRAINT "interpreter_notes_interpreter_id_profiles_id_fk" FOREIGN KEY ("interpreter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendances" ADD CONSTRAINT "meeting_attendances_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendances" ADD CONSTRAINT "meeting_attendances_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_requester_id_profiles_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_target_id_profiles_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_voice_notes" ADD CONSTRAINT "meeting_voice_notes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_voice_notes" ADD CONSTRAINT "meeting_voice_notes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_interpreter_id_profiles_id_fk" FOREIGN KEY ("interpreter_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_participants" ADD CONSTRAINT "project_participants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_participants" ADD CONSTRAINT "project_participants_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_info" ADD CONSTRAINT "travel_info_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_info" ADD CONSTRAINT "travel_info_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_volunteer_id_profiles_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_slot_buyer_once" ON "blocked_time_slots" USING btree ("project_id","buyer_id","date","slot_number") WHERE buyer_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_slot_all_once" ON "blocked_time_slots" USING btree ("project_id","date","slot_number") WHERE buyer_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_type_key" ON "companies" USING btree (lower("name"),"type");--> statement-breakpoint
CREATE UNIQUE INDEX "interpreter_notes_once" ON "interpreter_notes" USING btree ("meeting_id","interpreter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_attendances_once" ON "meeting_attendances" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "meeting_requests_requester_idx" ON "meeting_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "meeting_requests_target_idx" ON "meeting_requests" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "meeting_voice_notes_meeting_idx" ON "meeting_voice_notes" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_buyer_seller_once" ON "meetings" USING btree ("project_id","buyer_id","seller_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_seller_slot" ON "meetings" USING btree ("seller_id","meeting_date","start_time") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_buyer_slot" ON "meetings" USING btree ("buyer_id","meeting_date","start_time") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_interpreter_slot" ON "meetings" USING btree ("interpreter_id","meeting_date","start_time") WHERE status <> 'cancelled' and interpreter_id is not null;--> statement-breakpoint
CREATE INDEX "meetings_project_date_idx" ON "meetings" USING btree ("project_id","meeting_date");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "project_participants_unique" ON "project_participants" USING btree ("project_id","user_id","role");--> statement-breakpoint
CREATE INDEX "project_participants_user_idx" ON "project_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_buyer_idx" ON "transactions" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "transactions_seller_idx" ON "transactions" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "travel_info_user_idx" ON "travel_info" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "volunteer_assignments_volunteer_idx" ON "volunteer_assignments" USING btree ("volunteer_id");