ALTER TABLE "crowdfunding_specs" ADD COLUMN "ships" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_specs" ADD COLUMN "weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "total_cents" integer GENERATED ALWAYS AS (amount_cents + shipping_cents + tax_cents) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "charges" jsonb;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "crowdfunding_specs" ADD CONSTRAINT "crowdfunding_specs_weight_range" CHECK ("crowdfunding_specs"."weight_grams" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD CONSTRAINT "crowdfunding_supports_charges_nonneg" CHECK ("crowdfunding_supports"."shipping_cents" >= 0 and "crowdfunding_supports"."tax_cents" >= 0);