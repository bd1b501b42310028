-- Nickname uniqueness that ignores case, width, spacing and punctuation (issue 9).
-- "name_key" holds nicknameKey(name) of packages/contract/src/nickname.ts: the app computes it
-- on every sign-up and name change, and the unique index below makes the database the judge,
-- so two concurrent requests cannot both take a name. Withdrawn accounts are left out of the
-- index (and their key is erased with their name), so a name is free again once its owner left.
-- Rows without a key are left out too: the index then serves only look-ups by key, never
-- stands in for a scan of all active users (the admin list's plans stay as they were).
ALTER TABLE "users" ADD COLUMN "name_key" text;--> statement-breakpoint
-- Rows from before this migration get the same rule in SQL: NFKC, lower case, letters and
-- digits only, the Hangul fillers dropped (NFKC maps U+3164 and U+FFA0 to U+1160). Old data may
-- already hold names that are equal under it; failing here would keep the server from
-- starting, and renaming people would surprise them, so only the oldest account of each key
-- takes it. The others keep their names, unprotected, until they change them.
WITH "keyed" AS (
	SELECT "id", "created_at",
		regexp_replace(
			lower(normalize("name", NFKC)),
			'[^[:alnum:]]|[\u115F\u1160\u3164\uFFA0]', '', 'g'
		) AS "key"
	FROM "users"
	WHERE "withdrawn_at" IS NULL
), "first_holders" AS (
	SELECT DISTINCT ON ("key") "id", "key"
	FROM "keyed"
	WHERE "key" <> ''
	ORDER BY "key", "created_at", "id"
)
UPDATE "users" SET "name_key" = "first_holders"."key"
FROM "first_holders"
WHERE "users"."id" = "first_holders"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_key_key" ON "users" USING btree ("name_key") WHERE "name_key" IS NOT NULL AND "withdrawn_at" IS NULL;
