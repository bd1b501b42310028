-- Issue 22 (decision 029): authors edit their posts, comments, reviews and notice comments;
-- every version is kept; the post form's drafts are kept on the server.
ALTER TABLE "community_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"number" integer NOT NULL,
	"category_id" integer,
	"title" text,
	"content" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_pkey" PRIMARY KEY("kind","item_id","number"),
	CONSTRAINT "content_revisions_number_check" CHECK ("content_revisions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "content_revision_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revision_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"number" integer NOT NULL,
	"path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"description" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revision_images_revision_fk" FOREIGN KEY ("kind","item_id","number") REFERENCES "public"."content_revisions"("kind","item_id","number") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "content_revision_images_revision_idx" ON "content_revision_images" USING btree ("kind","item_id","number","position");--> statement-breakpoint
CREATE INDEX "content_revision_images_path_idx" ON "content_revision_images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "content_revision_images_thumb_idx" ON "content_revision_images" USING btree ("thumb_path");--> statement-breakpoint
CREATE TABLE "drafts" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"sequence" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_pkey" PRIMARY KEY("user_id","key"),
	CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "drafts_updated_idx" ON "drafts" USING btree ("updated_at");--> statement-breakpoint
-- An item's versions go with it, however it is deleted (its author, an administrator, a
-- cascade from the post or food it hangs under, a withdrawal): one statement trigger per item
-- table, told which kind it keeps. The files of old versions' images are released by the
-- deleting write (or, after a cascade, by the orphan sweep once no row names them).
CREATE FUNCTION delete_revisions_of_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_revisions
    WHERE kind = TG_ARGV[0] AND item_id IN (SELECT id FROM deleted_items);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER community_posts_revisions_deleted AFTER DELETE ON community_posts
  REFERENCING OLD TABLE AS deleted_items
  FOR EACH STATEMENT EXECUTE FUNCTION delete_revisions_of_deleted('post');--> statement-breakpoint
CREATE TRIGGER community_comments_revisions_deleted AFTER DELETE ON community_comments
  REFERENCING OLD TABLE AS deleted_items
  FOR EACH STATEMENT EXECUTE FUNCTION delete_revisions_of_deleted('comment');--> statement-breakpoint
CREATE TRIGGER food_reviews_revisions_deleted AFTER DELETE ON food_reviews
  REFERENCING OLD TABLE AS deleted_items
  FOR EACH STATEMENT EXECUTE FUNCTION delete_revisions_of_deleted('review');--> statement-breakpoint
CREATE TRIGGER notice_comments_revisions_deleted AFTER DELETE ON notice_comments
  REFERENCING OLD TABLE AS deleted_items
  FOR EACH STATEMENT EXECUTE FUNCTION delete_revisions_of_deleted('noticeComment');
