ALTER TABLE "sale_specs" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written:
-- A spec's short description written before this migration is English (decision 051).
UPDATE "sale_specs" SET "descriptions" = jsonb_build_object('en', "description") WHERE btrim("description") <> '' AND "descriptions" = '{}'::jsonb;
