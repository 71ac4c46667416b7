-- hand-written:
-- Name search that scales (issue 26, decision 052): the trigram plan intersects the posting lists
-- of every trigram of the text, and those of common ones ("fro", "ost", " 12") grow with the
-- catalogue, so even a text with one match cost 8× more at 1M than at 100k. Names are found first
-- where a word starts: every prefix (up to 20 characters) of the name from each word start, in a
-- GIN index, so a text is one key and its posting list holds exactly the names it starts a word of.
-- Substrings inside a word (and Chinese, Japanese and Korean text, which has no word starts) still
-- go through the trigram and one-/two-character indexes.
CREATE OR REPLACE FUNCTION character_name_starts(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    select coalesce(array_agg(distinct substr(t, i, n)), '{}')
    from generate_series(1, length(t)) i, generate_series(1, least(20, length(t) - i + 1)) n
    where substr(t, i, 1) <> ' ' and (i = 1 or substr(t, i - 1, 1) = ' ')
  $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "characters_name_starts_idx" ON "characters" USING gin (character_name_starts(lower("name"))) WITH (fastupdate = off);
--> statement-breakpoint
-- A coarse histogram of the keys (10 instead of 100): a rare key's estimate (half the least common
-- tracked key's share) then comes close to the generic plan's default, and PostgreSQL keeps the
-- generic plan of the search statements instead of planning each run (most of a rare name's cost).
-- The generic plan is the custom one for any text: the bitmap of the one key and a top-N sort.
ALTER INDEX "characters_name_starts_idx" ALTER COLUMN 1 SET STATISTICS 10;
