-- The public lists' ordered indexes also carry what their filters read (review status, stage,
-- genres), so a page's ids come from the index alone (an index-only scan): a genre list no
-- longer fetches every walked row from the heap to test its genre, and rows skipped by OFFSET are
-- never read. The keys are unchanged, so every other use of these indexes stays as it was.
-- (drizzle's index builder has no INCLUDE; the schema keeps declaring the keys.)
DROP INDEX IF EXISTS "characters_stage_created_idx";
--> statement-breakpoint
CREATE INDEX "characters_stage_created_idx" ON "characters" USING btree ("stage","created_at","id") INCLUDE ("status","genres");
--> statement-breakpoint
DROP INDEX IF EXISTS "characters_stage_views_idx";
--> statement-breakpoint
CREATE INDEX "characters_stage_views_idx" ON "characters" USING btree ("stage","count_view","id") INCLUDE ("status","genres");
--> statement-breakpoint
DROP INDEX IF EXISTS "characters_created_idx";
--> statement-breakpoint
CREATE INDEX "characters_created_idx" ON "characters" USING btree ("created_at","id") INCLUDE ("stage","status","genres");
--> statement-breakpoint
DROP INDEX IF EXISTS "characters_views_idx";
--> statement-breakpoint
CREATE INDEX "characters_views_idx" ON "characters" USING btree ("count_view","id") INCLUDE ("stage","status","genres");
