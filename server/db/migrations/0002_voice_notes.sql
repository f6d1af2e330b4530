ALTER TABLE "meeting_voice_notes" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_voice_notes" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "meeting_voice_notes_pending_idx" ON "meeting_voice_notes" USING btree ("created_at") WHERE transcript_status = 'pending';--> statement-breakpoint
ALTER TABLE "meeting_voice_notes" ADD CONSTRAINT "meeting_voice_notes_status_known" CHECK ("meeting_voice_notes"."transcript_status" in ('pending', 'done', 'unavailable', 'failed'));--> statement-breakpoint
ALTER TABLE "meeting_voice_notes" ADD CONSTRAINT "meeting_voice_notes_duration_non_negative" CHECK ("meeting_voice_notes"."duration_seconds" >= 0);