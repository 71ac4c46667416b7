ALTER TABLE "sale_specs" ADD COLUMN "limit_per_account" integer;--> statement-breakpoint
ALTER TABLE "sale_specs" ADD CONSTRAINT "sale_specs_limit_pos" CHECK ("sale_specs"."limit_per_account" > 0);