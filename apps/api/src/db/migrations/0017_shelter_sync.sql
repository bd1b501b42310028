CREATE TABLE "shelter_sync_state" (
	"region" text PRIMARY KEY NOT NULL,
	"last_run_started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shelter_animals_listed_idx" ON "shelter_animals" USING btree ("species","notice_end") WHERE "shelter_animals"."process_state" in ('공고중', '보호중');--> statement-breakpoint
CREATE INDEX "shelter_animals_image_keys_idx" ON "shelter_animals" USING gin ((jsonb_path_query_array("images", '$[*].path') || jsonb_path_query_array("images", '$[*].thumbPath')));
