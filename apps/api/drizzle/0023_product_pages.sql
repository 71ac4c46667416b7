ALTER TABLE "crowdfunding_specs" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_specs" ADD COLUMN "rewards" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_specs" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;