-- Name search (`lower(name) like '%…%'`, SPEC list filters) walks a trigram index instead of
-- scanning every character. pg_trgm is a trusted extension (PostgreSQL ≥ 13) and ships with
-- PGlite as @electric-sql/pglite/contrib/pg_trgm (loaded in src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- fastupdate off: new names go straight into the index instead of a pending list that every
-- search would scan until the next vacuum (characters are written rarely, searched often).
CREATE INDEX IF NOT EXISTS "characters_name_trgm_idx" ON "characters" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- A finer histogram of lower(name) (collected for the index expression) lets the planner tell a
-- rare name (trigram bitmap + sort) from a common one (walk the ordered created_at index).
ALTER INDEX "characters_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
