ALTER TABLE "translations" ADD COLUMN "page_from" integer;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "page_to" integer;