CREATE TABLE "files" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "format" text DEFAULT 'txt' NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "is_image" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "bilingual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "provider" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "detected_language" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "original_file_id" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "translated_file_id" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "bilingual_file_id" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "thumbnail_file_id" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "charged_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "charged_images" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "file_id" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_user_idx" ON "files" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_original_file_id_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_translated_file_id_files_id_fk" FOREIGN KEY ("translated_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_bilingual_file_id_files_id_fk" FOREIGN KEY ("bilingual_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;