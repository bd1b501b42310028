ALTER TABLE "community_post_images" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "community_post_images" ADD CONSTRAINT "community_post_images_description_check" CHECK (char_length("description") between 1 and 200);--> statement-breakpoint
ALTER TABLE "food_images" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "food_images" ADD CONSTRAINT "food_images_description_check" CHECK (char_length("description") between 1 and 200);--> statement-breakpoint
ALTER TABLE "food_review_images" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "food_review_images" ADD CONSTRAINT "food_review_images_description_check" CHECK (char_length("description") between 1 and 200);--> statement-breakpoint
ALTER TABLE "notice_images" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "notice_images" ADD CONSTRAINT "notice_images_description_check" CHECK (char_length("description") between 1 and 200);--> statement-breakpoint
ALTER TABLE "notice_comment_images" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "notice_comment_images" ADD CONSTRAINT "notice_comment_images_description_check" CHECK (char_length("description") between 1 and 200);
