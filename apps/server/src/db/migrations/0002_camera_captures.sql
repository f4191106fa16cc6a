ALTER TABLE "translations" ADD COLUMN "origin" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "in_history" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "blocks" jsonb;