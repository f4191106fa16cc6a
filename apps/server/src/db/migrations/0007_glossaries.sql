CREATE TABLE "glossaries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"lang_from" text,
	"lang_to" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "glossary_id" text;--> statement-breakpoint
ALTER TABLE "glossaries" ADD CONSTRAINT "glossaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glossaries_user_idx" ON "glossaries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "glossaries_default_per_pair_idx" ON "glossaries" USING btree ("user_id","lang_from","lang_to") WHERE "glossaries"."is_default";--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_glossary_id_glossaries_id_fk" FOREIGN KEY ("glossary_id") REFERENCES "public"."glossaries"("id") ON DELETE set null ON UPDATE no action;