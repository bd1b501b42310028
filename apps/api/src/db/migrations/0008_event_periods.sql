ALTER TABLE "notices" ADD COLUMN "event_starts_on" date;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "event_ends_on" date;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_event_period_check" CHECK (("event_starts_on" is null) = ("event_ends_on" is null)
  and ("event_starts_on" is null or ("category_id" = 3 and "event_starts_on" <= "event_ends_on")));
