CREATE TABLE "moderation_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_state" text DEFAULT 'visible' NOT NULL,
	"hidden_at" timestamp with time zone,
	"snapshot_title" text,
	"snapshot_content" text NOT NULL,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"measure_until" timestamp with time zone,
	"objection_text" text,
	"objection_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"weight" double precision NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_snapshot_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_snapshot_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"description" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "food_reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_snapshot_images" ADD CONSTRAINT "moderation_snapshot_images_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_target_key" ON "moderation_cases" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","urgent" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_cases_newest_idx" ON "moderation_cases" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_cases_measure_idx" ON "moderation_cases" USING btree ("measure_until") WHERE "moderation_cases"."target_state" = 'temporaryMeasure';--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_open_key" ON "moderation_reports" USING btree ("case_id","reporter_id") WHERE "moderation_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_reports_case_idx" ON "moderation_reports" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "moderation_reports_reporter_idx" ON "moderation_reports" USING btree ("reporter_id","status");--> statement-breakpoint
CREATE INDEX "moderation_snapshot_images_case_idx" ON "moderation_snapshot_images" USING btree ("case_id","position");--> statement-breakpoint
CREATE INDEX "moderation_snapshot_images_path_idx" ON "moderation_snapshot_images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "moderation_snapshot_images_thumb_idx" ON "moderation_snapshot_images" USING btree ("thumb_path");--> statement-breakpoint
-- Hidden items leave the kept totals where the row is written (decision 026): the triggers of
-- 0004 count only shown posts, and a change of `hidden` moves the counters like an insert or a
-- delete would. Lists filter `NOT hidden`, so `totalElements` and the deep-page day locator
-- (community_post_days) stay exact.
CREATE OR REPLACE FUNCTION community_posts_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  category record;
BEGIN
  FOR category IN
    SELECT category_id, sum(n)::integer AS n FROM (
      SELECT category_id, count(*) AS n FROM changed_posts WHERE NOT hidden GROUP BY category_id
      UNION ALL SELECT 1, count(*) FROM changed_posts WHERE NOT hidden
    ) counted GROUP BY category_id HAVING sum(n) > 0 ORDER BY category_id
  LOOP
    UPDATE community_categories SET post_count = post_count + sign * category.n
      WHERE id = category.category_id;
  END LOOP;
  INSERT INTO community_post_days AS days (category_id, day, post_count)
    SELECT category_id, day, sign * count(*) FROM (
      SELECT category_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM changed_posts WHERE NOT hidden
      UNION ALL SELECT 1, (created_at AT TIME ZONE 'UTC')::date FROM changed_posts WHERE NOT hidden
    ) per_day GROUP BY category_id, day ORDER BY category_id, day
  ON CONFLICT (category_id, day) DO UPDATE SET post_count = days.post_count + excluded.post_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION community_posts_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.hidden THEN
    UPDATE community_categories SET post_count = post_count - 1 WHERE id = OLD.category_id;
    UPDATE community_post_days SET post_count = post_count - 1
      WHERE category_id IN (1, OLD.category_id) AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF NOT NEW.hidden THEN
    UPDATE community_categories SET post_count = post_count + 1 WHERE id = NEW.category_id;
    INSERT INTO community_post_days AS days (category_id, day, post_count)
      VALUES (1, (NEW.created_at AT TIME ZONE 'UTC')::date, 1),
             (NEW.category_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (category_id, day) DO UPDATE SET post_count = days.post_count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION community_posts_count_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN NEW.hidden THEN -1 ELSE 1 END;
  post_day date := (NEW.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  UPDATE community_categories SET post_count = post_count + sign
    WHERE id IN (1, NEW.category_id);
  INSERT INTO community_post_days AS days (category_id, day, post_count)
    VALUES (1, post_day, sign), (NEW.category_id, post_day, sign)
  ON CONFLICT (category_id, day) DO UPDATE SET post_count = days.post_count + excluded.post_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_posts_counted_hidden AFTER UPDATE OF hidden ON community_posts
  FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION community_posts_count_hidden();--> statement-breakpoint
-- A hidden comment, review or event comment leaves its item's comment_count: told by the
-- trigger which table, counter and foreign key column to keep. Inserts and deletes keep the
-- counter in the writing statement (a new row is never hidden; a delete counts shown rows).
CREATE FUNCTION count_hidden_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET %I = %I + $1 WHERE id = $2', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])
    USING CASE WHEN NEW.hidden THEN -1 ELSE 1 END, (to_jsonb(NEW) ->> TG_ARGV[2])::integer;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_comments_counted_hidden AFTER UPDATE OF hidden ON community_comments
  FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION count_hidden_change('community_posts', 'comment_count', 'post_id');--> statement-breakpoint
CREATE TRIGGER food_reviews_counted_hidden AFTER UPDATE OF hidden ON food_reviews
  FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION count_hidden_change('foods', 'comment_count', 'food_id');--> statement-breakpoint
CREATE TRIGGER notice_comments_counted_hidden AFTER UPDATE OF hidden ON notice_comments
  FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION count_hidden_change('notices', 'comment_count', 'notice_id');
