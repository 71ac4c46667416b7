CREATE TABLE "campaign_delays" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text NOT NULL,
	"reason" text NOT NULL,
	"needs_consent" boolean NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_delay_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"delay_id" text NOT NULL,
	"support_id" text NOT NULL,
	"needs_consent" boolean NOT NULL,
	"answer_by" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_delay_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"delay_id" text NOT NULL,
	"order_id" text NOT NULL,
	"needs_consent" boolean NOT NULL,
	"answer_by" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_delays" (
	"id" text PRIMARY KEY NOT NULL,
	"spec_id" text NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text NOT NULL,
	"reason" text NOT NULL,
	"needs_consent" boolean NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crowdfundings" ADD COLUMN "ship_month" text;--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_specs" ADD COLUMN "ship_month" text;--> statement-breakpoint
ALTER TABLE "campaign_delays" ADD CONSTRAINT "campaign_delays_character_id_crowdfundings_character_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."crowdfundings"("character_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_delay_notices" ADD CONSTRAINT "support_delay_notices_delay_id_campaign_delays_id_fk" FOREIGN KEY ("delay_id") REFERENCES "public"."campaign_delays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_delay_notices" ADD CONSTRAINT "support_delay_notices_support_id_crowdfunding_supports_id_fk" FOREIGN KEY ("support_id") REFERENCES "public"."crowdfunding_supports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delay_notices" ADD CONSTRAINT "order_delay_notices_delay_id_ship_delays_id_fk" FOREIGN KEY ("delay_id") REFERENCES "public"."ship_delays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delay_notices" ADD CONSTRAINT "order_delay_notices_order_id_figurine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."figurine_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_delays" ADD CONSTRAINT "ship_delays_spec_id_sale_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."sale_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_delays_character_idx" ON "campaign_delays" USING btree ("character_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_delay_notices_key" ON "support_delay_notices" USING btree ("delay_id","support_id");--> statement-breakpoint
CREATE INDEX "support_delay_notices_support_idx" ON "support_delay_notices" USING btree ("support_id");--> statement-breakpoint
CREATE INDEX "support_delay_notices_due_idx" ON "support_delay_notices" USING btree ("answer_by") WHERE "support_delay_notices"."answer" is null and "support_delay_notices"."needs_consent";--> statement-breakpoint
CREATE UNIQUE INDEX "order_delay_notices_key" ON "order_delay_notices" USING btree ("delay_id","order_id");--> statement-breakpoint
CREATE INDEX "order_delay_notices_order_idx" ON "order_delay_notices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_delay_notices_due_idx" ON "order_delay_notices" USING btree ("answer_by") WHERE "order_delay_notices"."answer" is null and "order_delay_notices"."needs_consent";--> statement-breakpoint
CREATE INDEX "ship_delays_spec_idx" ON "ship_delays" USING btree ("spec_id","created_at");