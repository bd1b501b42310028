CREATE TABLE "event_consumptions" (
	"event_id" bigint NOT NULL REFERENCES "domain_events"("id") ON DELETE CASCADE,
	"consumer" text NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_consumptions_pkey" PRIMARY KEY ("event_id", "consumer")
);
--> statement-breakpoint
CREATE SEQUENCE "notification_changes_seq";
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"recipient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"variant" text,
	"group_key" text,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_title" text NOT NULL,
	"link" text NOT NULL,
	"link_when_gone" text NOT NULL,
	"excerpt" text,
	"actor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"change_seq" bigint DEFAULT nextval('notification_changes_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_recipient_seq_idx" ON "notifications" USING btree ("recipient_id", "change_seq");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE NOT "read";
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_idx" ON "notifications" USING btree ("recipient_id", "kind", "group_key") WHERE "group_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notifications_updated_idx" ON "notifications" USING btree ("updated_at");
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"disabled_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"quiet_hours" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
