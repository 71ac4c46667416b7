CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"token_hash" text,
	"bytes" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "raffle_monthly_spend" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"diamonds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "raffle_monthly_spend_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "raffle_monthly_spend_nonneg" CHECK ("raffle_monthly_spend"."diamonds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_players" (
	"user_id" text PRIMARY KEY NOT NULL,
	"birth_date" text,
	"attested_at" timestamp with time zone,
	"monthly_diamond_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_players_limit_nonneg" CHECK ("raffle_players"."monthly_diamond_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"pre_sale_price_cents" integer,
	"changed_by" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_monthly_spend" ADD CONSTRAINT "raffle_monthly_spend_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_players" ADD CONSTRAINT "raffle_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_status_expires_idx" ON "data_exports" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "sale_prices_subject_idx" ON "sale_prices" USING btree ("subject_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_free_key" ON "raffle_entries" USING btree ("raffle_id","user_id") WHERE "raffle_entries"."free";
--> statement-breakpoint
-- hand-written: the prices in effect when price history began (decision 039), one row per sale and spec.
INSERT INTO "sale_prices" ("id", "subject", "subject_id", "price_cents", "pre_sale_price_cents", "changed_by", "changed_at")
SELECT 'hist' || md5('sale' || s."id"), 'sale', s."id", s."sale_price_cents", s."pre_sale_price_cents", NULL, coalesce(s."started_at", s."created_at")
FROM "sales" s;--> statement-breakpoint
INSERT INTO "sale_prices" ("id", "subject", "subject_id", "price_cents", "pre_sale_price_cents", "changed_by", "changed_at")
SELECT 'hist' || md5('spec' || sp."id"), 'spec', sp."id", sp."price_cents", sp."pre_sale_price_cents", NULL, sp."created_at"
FROM "sale_specs" sp;
