-- A report carries its post's `hidden` flag (decision 039): lists and their capped totals then
-- read pet_reports alone, the total walking the index without visiting a row, and the map tab
-- ordering its ~2,600 reports by distance from the index alone (the published point at the end).
ALTER TABLE "pet_reports" ADD COLUMN "post_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "pet_reports" SET "post_hidden" = true
  FROM "community_posts" WHERE "community_posts"."id" = "pet_reports"."post_id" AND "community_posts"."hidden";--> statement-breakpoint
CREATE FUNCTION pet_reports_take_post_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.post_hidden := coalesce((SELECT hidden FROM community_posts WHERE id = NEW.post_id), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER pet_reports_post_hidden_on_insert BEFORE INSERT ON pet_reports
  FOR EACH ROW EXECUTE FUNCTION pet_reports_take_post_hidden();--> statement-breakpoint
CREATE FUNCTION pet_reports_follow_post_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pet_reports SET post_hidden = NEW.hidden WHERE post_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_posts_hidden_to_pet_reports AFTER UPDATE OF hidden ON community_posts
  FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION pet_reports_follow_post_hidden();--> statement-breakpoint
DROP INDEX "pet_reports_active_window_idx";--> statement-breakpoint
DROP INDEX "pet_reports_active_recent_idx";--> statement-breakpoint
DROP INDEX "pet_reports_recent_idx";--> statement-breakpoint
CREATE INDEX "pet_reports_active_window_idx" ON "pet_reports" USING btree ("active","species","kind","window_at") WHERE NOT "post_hidden";--> statement-breakpoint
CREATE INDEX "pet_reports_active_recent_idx" ON "pet_reports" USING btree ("active","window_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST,"kind","published_lat","published_lng") WHERE NOT "post_hidden";--> statement-breakpoint
CREATE INDEX "pet_reports_recent_idx" ON "pet_reports" USING btree ("window_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST,"kind") WHERE NOT "post_hidden";
