ALTER TABLE "articles" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD COLUMN "carrier" text;