-- hand-written below
-- Name search for queries shorter than a trigram (issue 26): pg_trgm extracts no trigram from a
-- one- or two-character pattern, so `lower(name) like '%初音%'` would read the whole trigram index.
-- Every one- and two-character substring of the lowered name, in a GIN index: a query of one or
-- two characters is one of them exactly when it occurs in the name (Chinese names included).
CREATE OR REPLACE FUNCTION character_name_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    select coalesce(array_agg(distinct g), '{}') from (
      select substr(t, i, 1) as g from generate_series(1, length(t)) i
      union all select substr(t, i, 2) from generate_series(1, length(t) - 1) i
    ) s
  $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "characters_name_grams_idx" ON "characters" USING gin (character_name_grams(lower("name"))) WITH (fastupdate = off);
--> statement-breakpoint
-- Search pages are ordered by the match rank now, so no plan walks the newest-first index and the
-- finer histogram of 0001 (dear to plan with: ~1 ms per search) decides nothing: back to the default.
ALTER INDEX "characters_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS -1;
