CREATE INDEX "pet_reports_active_recent_idx" ON "pet_reports" USING btree ("active","window_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pet_reports_recent_idx" ON "pet_reports" USING btree ("window_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);
