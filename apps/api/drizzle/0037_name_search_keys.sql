CREATE TABLE "character_name_keys" (
	"key" text NOT NULL,
	"rank" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"character_id" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "character_name_keys_order_idx" ON "character_name_keys" USING btree ("key","rank","created_at","character_id");--> statement-breakpoint
-- hand-written:
-- Name search whose cost does not grow with the catalogue (issue 26, decision 053). The word-start
-- GIN index (migration 0034) found a text's matches, but every match was read and ranked before the
-- first 20 were taken ("Frost 12": 111 names at 100k, 1,111 at 1M). Here each word-start prefix of
-- a name is a row carrying the rank it earns as a searched text and the character's created_at, so
-- the btree above yields a text's matches in the answer's order and the search stops at its page.
-- The rank is the search's match rank (card-queries.ts `matchRank`) of the prefix: 3 the whole
-- name, 2 the name's start, 1 a later word's start (a prefix found at several starts keeps the best).
CREATE OR REPLACE FUNCTION character_name_key_ranks(t text) RETURNS TABLE (key text, rank smallint)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    select substr(t, i, n), max(case when i = 1 and n = length(t) then 3 when i = 1 then 2 else 1 end)::smallint
    from generate_series(1, length(t)) i, generate_series(1, least(20, length(t) - i + 1)) n
    where substr(t, i, 1) <> ' ' and (i = 1 or substr(t, i - 1, 1) = ' ')
    group by 1
  $$;
--> statement-breakpoint
-- Rows are written by triggers, so every path that creates, renames or deletes a character (the
-- API's commands, the console, seeds and bulk loads) keeps them in its own transaction. Inserts and
-- deletes are per statement (a bulk load is one insert of all the keys); a rename is per row and
-- fires only when the name or created_at changes, so counter and phase updates pay nothing.
CREATE OR REPLACE FUNCTION character_name_keys_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO character_name_keys (key, rank, created_at, character_id)
    SELECT k.key, k.rank, n.created_at, n.id FROM new_rows n, character_name_key_ranks(lower(n.name)) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION character_name_keys_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- By the full index key (the old name's keys): no second index on character_id is needed.
  DELETE FROM character_name_keys c USING old_rows o, character_name_key_ranks(lower(o.name)) k
    WHERE c.key = k.key AND c.rank = k.rank AND c.created_at = o.created_at AND c.character_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION character_name_keys_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM character_name_keys c USING character_name_key_ranks(lower(OLD.name)) k
    WHERE c.key = k.key AND c.rank = k.rank AND c.created_at = OLD.created_at AND c.character_id = OLD.id;
  INSERT INTO character_name_keys (key, rank, created_at, character_id)
    SELECT k.key, k.rank, NEW.created_at, NEW.id FROM character_name_key_ranks(lower(NEW.name)) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER characters_name_keys_insert AFTER INSERT ON "characters" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION character_name_keys_inserted();
--> statement-breakpoint
CREATE TRIGGER characters_name_keys_delete AFTER DELETE ON "characters" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION character_name_keys_deleted();
--> statement-breakpoint
CREATE TRIGGER characters_name_keys_rename AFTER UPDATE OF "name", "created_at" ON "characters" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION character_name_keys_renamed();
--> statement-breakpoint
-- The existing names' keys, with the index built after them (kept row by row, 17M keys of a 1M
-- catalogue would be inserted at random places of an 870 MB btree).
DROP INDEX "character_name_keys_order_idx";
--> statement-breakpoint
INSERT INTO character_name_keys (key, rank, created_at, character_id)
  SELECT k.key, k.rank, c.created_at, c.id FROM characters c, character_name_key_ranks(lower(c.name)) k;
--> statement-breakpoint
CREATE UNIQUE INDEX "character_name_keys_order_idx" ON "character_name_keys" USING btree ("key","rank","created_at","character_id");
--> statement-breakpoint
-- The ordered keys answer every word-start search (a rare text reads its few rows), so the GIN
-- index of the same keys (and its function) goes.
DROP INDEX IF EXISTS "characters_name_starts_idx";
--> statement-breakpoint
DROP FUNCTION IF EXISTS character_name_starts(text);
