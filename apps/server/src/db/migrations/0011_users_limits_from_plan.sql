-- Limits are computed from the plan when read (quota/limits.ts), no longer copied into each row.
-- Every value dropped here was written from the plan (the free plan at sign-up, the premium or
-- free limits when an entitlement changed), so each user's effective limits stay as they were
-- (test/limits-migration.test.ts); only a change of the configured limits now reaches everyone.
ALTER TABLE "users" DROP COLUMN "free_page_limit";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "storage_quota";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "image_translations_quota";