CREATE TABLE "share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"translation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"allow_download" boolean DEFAULT true NOT NULL,
	"include_original" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_translation_id_translations_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."translations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_translation_idx" ON "share_links" USING btree ("translation_id");--> statement-breakpoint
CREATE INDEX "share_links_user_created_idx" ON "share_links" USING btree ("user_id","created_at");