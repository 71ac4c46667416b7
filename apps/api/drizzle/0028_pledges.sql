ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_status" text;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_setup_ref" text;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_card_ref" text;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_payment_id" text;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_error" text;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_error_code" text;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_errored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "pledge_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crowdfundings" ADD COLUMN "charge_mode" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
CREATE INDEX "crowdfunding_supports_pledge_errored_idx" ON "crowdfunding_supports" USING btree ("pledge_retry_at") WHERE "crowdfunding_supports"."pledge_status" = 'errored';--> statement-breakpoint
CREATE INDEX "crowdfunding_supports_pledge_idx" ON "crowdfunding_supports" USING btree ("character_id") WHERE "crowdfunding_supports"."pledge_status" is not null;