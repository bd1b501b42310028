-- btree_gist: the map's GiST index filters the category (an integer) inside the spatial index.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "community_post_days" (
	"category_id" integer NOT NULL,
	"day" date NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_post_days_pkey" PRIMARY KEY("category_id","day")
);
--> statement-breakpoint
DROP INDEX "places_category_idx";--> statement-breakpoint
DROP INDEX "places_earth_idx";--> statement-breakpoint
ALTER TABLE "community_categories" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "food_categories" ADD COLUMN "food_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_categories" ADD COLUMN "notice_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_post_days" ADD CONSTRAINT "community_post_days_category_id_community_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."community_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_days_walk_idx" ON "community_post_days" USING btree ("category_id","day" DESC NULLS FIRST,"post_count");--> statement-breakpoint
CREATE INDEX "foods_user_idx" ON "foods" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "places_category_earth_idx" ON "places" USING gist ("category_id",ll_to_earth("lat", "lng"));--> statement-breakpoint
-- Kept totals. Lists answer `totalElements` from these counters instead of counting rows.
-- Statement-level triggers with transition tables keep them in the writing transaction, one
-- update per statement whatever it inserted or deleted (bulk deletes, COPY), and for every path
-- that writes (services, cascades, the seed). Counters are locked in ascending key order so
-- that concurrent writers queue instead of deadlocking.
CREATE FUNCTION community_posts_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  category record;
BEGIN
  FOR category IN
    SELECT category_id, sum(n)::integer AS n FROM (
      SELECT category_id, count(*) AS n FROM changed_posts GROUP BY category_id
      UNION ALL SELECT 1, count(*) FROM changed_posts
    ) counted GROUP BY category_id HAVING sum(n) > 0 ORDER BY category_id
  LOOP
    UPDATE community_categories SET post_count = post_count + sign * category.n
      WHERE id = category.category_id;
  END LOOP;
  INSERT INTO community_post_days AS days (category_id, day, post_count)
    SELECT category_id, day, sign * count(*) FROM (
      SELECT category_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM changed_posts
      UNION ALL SELECT 1, (created_at AT TIME ZONE 'UTC')::date FROM changed_posts
    ) per_day GROUP BY category_id, day ORDER BY category_id, day
  ON CONFLICT (category_id, day) DO UPDATE SET post_count = days.post_count + excluded.post_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_posts_counted_insert AFTER INSERT ON community_posts
  REFERENCING NEW TABLE AS changed_posts FOR EACH STATEMENT EXECUTE FUNCTION community_posts_count();--> statement-breakpoint
CREATE TRIGGER community_posts_counted_delete AFTER DELETE ON community_posts
  REFERENCING OLD TABLE AS changed_posts FOR EACH STATEMENT EXECUTE FUNCTION community_posts_count();--> statement-breakpoint
-- Foods and notices count per category only: one function for both, told by the trigger
-- which category table and counter column to keep.
CREATE FUNCTION count_per_category() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  category record;
BEGIN
  FOR category IN
    SELECT category_id, count(*)::integer AS n FROM changed_rows
    GROUP BY category_id ORDER BY category_id
  LOOP
    EXECUTE format('UPDATE %I SET %I = %I + $1 WHERE id = $2', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])
      USING sign * category.n, category.category_id;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An administrator's edit can move a food or a notice to another category.
CREATE FUNCTION count_category_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET %I = %I + CASE WHEN id = $2 THEN 1 ELSE -1 END WHERE id IN ($1, $2)',
                 TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])
    USING OLD.category_id, NEW.category_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER foods_counted_insert AFTER INSERT ON foods REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_per_category('food_categories', 'food_count');--> statement-breakpoint
CREATE TRIGGER foods_counted_delete AFTER DELETE ON foods REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_per_category('food_categories', 'food_count');--> statement-breakpoint
CREATE TRIGGER foods_counted_move AFTER UPDATE OF category_id ON foods FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION count_category_move('food_categories', 'food_count');--> statement-breakpoint
CREATE TRIGGER notices_counted_insert AFTER INSERT ON notices REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_per_category('notice_categories', 'notice_count');--> statement-breakpoint
CREATE TRIGGER notices_counted_delete AFTER DELETE ON notices REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_per_category('notice_categories', 'notice_count');--> statement-breakpoint
CREATE TRIGGER notices_counted_move AFTER UPDATE OF category_id ON notices FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION count_category_move('notice_categories', 'notice_count');--> statement-breakpoint
-- No call moves a post today; should one ever change its category or creation time, the
-- counters follow (a row trigger on those two columns only, so likes and views pay nothing).
CREATE FUNCTION community_posts_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE community_categories SET post_count = post_count - 1 WHERE id = OLD.category_id;
  UPDATE community_categories SET post_count = post_count + 1 WHERE id = NEW.category_id;
  UPDATE community_post_days SET post_count = post_count - 1
    WHERE category_id IN (1, OLD.category_id) AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  INSERT INTO community_post_days AS days (category_id, day, post_count)
    VALUES (1, (NEW.created_at AT TIME ZONE 'UTC')::date, 1),
           (NEW.category_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (category_id, day) DO UPDATE SET post_count = days.post_count + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_posts_counted_move AFTER UPDATE OF category_id, created_at
  ON community_posts FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION community_posts_count_moved();--> statement-breakpoint
-- The counters start from the rows already there.
UPDATE community_categories c SET post_count = CASE WHEN c.id = 1
  THEN (SELECT count(*) FROM community_posts)
  ELSE (SELECT count(*) FROM community_posts p WHERE p.category_id = c.id) END;--> statement-breakpoint
INSERT INTO community_post_days (category_id, day, post_count)
  SELECT category_id, day, count(*) FROM (
    SELECT category_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM community_posts
    UNION ALL SELECT 1, (created_at AT TIME ZONE 'UTC')::date FROM community_posts
  ) per_day GROUP BY category_id, day;--> statement-breakpoint
UPDATE food_categories c SET food_count = (SELECT count(*) FROM foods f WHERE f.category_id = c.id);--> statement-breakpoint
UPDATE notice_categories c SET notice_count = (SELECT count(*) FROM notices n WHERE n.category_id = c.id);