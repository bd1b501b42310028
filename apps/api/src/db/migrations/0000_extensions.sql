-- pg_trgm: substring search (Hangul needs a UTF-8 LC_CTYPE, checked at start).
-- cube + earthdistance: radius queries for the map.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
