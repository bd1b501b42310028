-- Match pairs stored when either side is written (decision 042): a report's list is then one
-- indexed read instead of reading and scoring hundreds of candidates. Existing reports start
-- with `pairs_current` false and get their pairs on their list's first read.
ALTER TABLE "pet_reports" ADD COLUMN "pairs_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "pet_reports_match_window_idx" ON "pet_reports" USING btree ("species","kind","window_at");--> statement-breakpoint
CREATE TABLE "pet_match_pairs" (
  "lost_post_id" integer NOT NULL REFERENCES "pet_reports"("post_id") ON DELETE cascade,
  "found_post_id" integer REFERENCES "pet_reports"("post_id") ON DELETE cascade,
  "desertion_no" text REFERENCES "shelter_animals"("desertion_no") ON DELETE cascade,
  "score" integer NOT NULL,
  CONSTRAINT "pet_match_pairs_candidate_check" CHECK (("found_post_id" is null) <> ("desertion_no" is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "pet_match_pairs_lost_found_idx" ON "pet_match_pairs" USING btree ("lost_post_id","found_post_id") WHERE "found_post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pet_match_pairs_lost_shelter_idx" ON "pet_match_pairs" USING btree ("lost_post_id","desertion_no") WHERE "desertion_no" is not null;--> statement-breakpoint
CREATE INDEX "pet_match_pairs_lost_score_idx" ON "pet_match_pairs" USING btree ("lost_post_id","score" DESC);--> statement-breakpoint
CREATE INDEX "pet_match_pairs_found_score_idx" ON "pet_match_pairs" USING btree ("found_post_id","score" DESC) WHERE "found_post_id" is not null;--> statement-breakpoint
CREATE INDEX "pet_match_pairs_shelter_idx" ON "pet_match_pairs" USING btree ("desertion_no") WHERE "desertion_no" is not null;
