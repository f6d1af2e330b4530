-- Finished webhook deliveries by when they finished, for their retention (WEBHOOK_KEEP_DAYS,
-- server/webhooks/retention.ts, docs/decisions/049-webhooks.md#retention).
CREATE INDEX "webhook_deliveries_finished_idx" ON "webhook_deliveries" USING btree (coalesce("last_attempt_at", "created_at")) WHERE "webhook_deliveries"."status" <> 'pending';