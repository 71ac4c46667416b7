ALTER TABLE "sales" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written:
-- A description written before this migration (plain text, shown as written) becomes the English
-- description: its Markdown is the text, its HTML the text escaped, in one paragraph with its line breaks.
UPDATE "sales" SET "descriptions" = jsonb_build_object('en', jsonb_build_object(
  'markdown', "content",
  'html', '<p>' || replace(replace(replace(replace(btrim("content"), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br />') || '</p>'))
WHERE btrim("content") <> '' AND "descriptions" = '{}'::jsonb;
