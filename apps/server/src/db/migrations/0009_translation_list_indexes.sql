DROP INDEX "translations_user_created_idx";--> statement-breakpoint
DROP INDEX "translations_user_name_idx";--> statement-breakpoint
DROP INDEX "translations_user_folder_idx";--> statement-breakpoint
CREATE INDEX "translations_user_created_idx" ON "translations" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "translations_user_name_idx" ON "translations" USING btree ("user_id","file_name_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "translations_user_folder_idx" ON "translations" USING btree ("user_id","folder_id","created_at","id");