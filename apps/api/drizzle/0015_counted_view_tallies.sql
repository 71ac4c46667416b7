CREATE TABLE "character_view_tallies" (
	"character_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "character_views" DROP CONSTRAINT "character_views_character_id_characters_id_fk";
--> statement-breakpoint
CREATE INDEX "character_view_tallies_character_idx" ON "character_view_tallies" USING btree ("character_id");