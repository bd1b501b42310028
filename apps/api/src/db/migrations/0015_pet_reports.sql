-- Issue 23 (decisions 033–036): structured lost/found/foster reports, shelter animals of the
-- public service, match dismissals and notices, posters per report revision.
CREATE TABLE "pet_reports" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"species" text NOT NULL,
	"breed" text,
	"sex" text NOT NULL,
	"neutered" boolean,
	"age_band" text NOT NULL,
	"size" text NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"marks" text,
	"registration_number" text,
	"secret_detail" text,
	"event_at" timestamp with time zone,
	"window_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"published_lat" double precision,
	"published_lng" double precision,
	"area_text" text,
	"contact" text DEFAULT 'comments' NOT NULL,
	"phone" text,
	"reward" integer,
	"vaccinated" boolean,
	"region" text,
	"conditions" text,
	"status" text NOT NULL,
	"active" boolean NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_reports_point_check" CHECK (("pet_reports"."lat" is null) = ("pet_reports"."lng" is null)),
	CONSTRAINT "pet_reports_registration_check" CHECK ("pet_reports"."registration_number" is null or "pet_reports"."registration_number" ~ '^[0-9]{15}$')
);--> statement-breakpoint
CREATE TABLE "shelter_animals" (
	"desertion_no" text PRIMARY KEY NOT NULL,
	"species" text NOT NULL,
	"kind_name" text NOT NULL,
	"color_text" text NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"age" text NOT NULL,
	"weight" text NOT NULL,
	"sex" text NOT NULL,
	"neutered" boolean,
	"special_mark" text NOT NULL,
	"happen_date" date NOT NULL,
	"happen_place" text NOT NULL,
	"notice_no" text NOT NULL,
	"notice_start" date NOT NULL,
	"notice_end" date NOT NULL,
	"process_state" text NOT NULL,
	"care_name" text NOT NULL,
	"care_tel" text NOT NULL,
	"care_addr" text NOT NULL,
	"org_name" text NOT NULL,
	"rfid" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "pet_match_dismissals" (
	"post_id" integer NOT NULL,
	"candidate_type" text NOT NULL,
	"candidate_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_match_dismissals_pkey" PRIMARY KEY("post_id","candidate_type","candidate_id")
);--> statement-breakpoint
CREATE TABLE "pet_match_notices" (
	"post_id" integer NOT NULL,
	"candidate_type" text NOT NULL,
	"candidate_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_match_notices_pkey" PRIMARY KEY("post_id","candidate_type","candidate_id")
);--> statement-breakpoint
CREATE TABLE "pet_posters" (
	"post_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"format" text NOT NULL,
	"path" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_posters_pkey" PRIMARY KEY("post_id","revision","format")
);--> statement-breakpoint
ALTER TABLE "pet_match_dismissals" ADD CONSTRAINT "pet_match_dismissals_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_match_notices" ADD CONSTRAINT "pet_match_notices_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_posters" ADD CONSTRAINT "pet_posters_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_reports" ADD CONSTRAINT "pet_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_posters_path_idx" ON "pet_posters" USING btree ("path");--> statement-breakpoint
CREATE INDEX "pet_reports_active_window_idx" ON "pet_reports" USING btree ("active","species","kind","window_at");--> statement-breakpoint
CREATE INDEX "pet_reports_earth_idx" ON "pet_reports" USING gist (ll_to_earth("published_lat", "published_lng")) WHERE "pet_reports"."published_lat" is not null;--> statement-breakpoint
CREATE INDEX "pet_reports_registration_idx" ON "pet_reports" USING btree ("registration_number") WHERE "pet_reports"."registration_number" is not null;--> statement-breakpoint
CREATE INDEX "shelter_animals_species_happen_idx" ON "shelter_animals" USING btree ("species","happen_date");--> statement-breakpoint
CREATE INDEX "shelter_animals_notice_end_idx" ON "shelter_animals" USING btree ("notice_end");--> statement-breakpoint
CREATE INDEX "shelter_animals_rfid_idx" ON "shelter_animals" USING btree ("rfid") WHERE "shelter_animals"."rfid" is not null;
