-- A view is counted once per viewer, item and day (issue 9): the view call inserts a mark and
-- raises the item's `views` only when the mark is new. The sweeper deletes marks older than
-- yesterday, walking this key from its leading `day`.
CREATE TABLE "view_marks" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	CONSTRAINT "view_marks_pkey" PRIMARY KEY("day","kind","target_id","viewer_key"),
	CONSTRAINT "view_marks_kind_check" CHECK ("view_marks"."kind" in ('community', 'notice'))
);
