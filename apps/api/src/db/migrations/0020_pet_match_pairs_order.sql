-- A report's match list reads its pairs in the list's whole order (decision 045): with the ties
-- in the index too, the walk stops after the 20 shown instead of sorting every pair of the
-- report (a lost report on the benchmark data has up to ~370).
DROP INDEX "pet_match_pairs_lost_score_idx";--> statement-breakpoint
DROP INDEX "pet_match_pairs_found_score_idx";--> statement-breakpoint
CREATE INDEX "pet_match_pairs_lost_order_idx" ON "pet_match_pairs" USING btree ("lost_post_id","score" DESC,"found_post_id" DESC,"desertion_no" DESC);--> statement-breakpoint
CREATE INDEX "pet_match_pairs_found_order_idx" ON "pet_match_pairs" USING btree ("found_post_id","score" DESC,"lost_post_id" DESC) WHERE "found_post_id" is not null;
