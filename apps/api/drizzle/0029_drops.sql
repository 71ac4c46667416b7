CREATE TABLE "lotteries" (
	"id" text PRIMARY KEY NOT NULL,
	"spec_id" text NOT NULL,
	"character_id" text NOT NULL,
	"units" integer NOT NULL,
	"units_left" integer NOT NULL,
	"max_per_application" integer DEFAULT 1 NOT NULL,
	"supporter_weight" integer DEFAULT 1 NOT NULL,
	"claim_hours" integer DEFAULT 48 NOT NULL,
	"apply_start_at" timestamp with time zone NOT NULL,
	"apply_end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotteries_units_pos" CHECK ("lotteries"."units" > 0),
	CONSTRAINT "lotteries_units_left_range" CHECK ("lotteries"."units_left" between 0 and "lotteries"."units"),
	CONSTRAINT "lotteries_max_pos" CHECK ("lotteries"."max_per_application" > 0),
	CONSTRAINT "lotteries_weight_range" CHECK ("lotteries"."supporter_weight" between 1 and 10),
	CONSTRAINT "lotteries_claim_hours_pos" CHECK ("lotteries"."claim_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"lottery_id" text NOT NULL,
	"user_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"rank" integer,
	"allocated" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_applications_quantity_pos" CHECK ("lottery_applications"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_spec_id_sale_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."sale_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_applications" ADD CONSTRAINT "lottery_applications_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_applications" ADD CONSTRAINT "lottery_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_applications" ADD CONSTRAINT "lottery_applications_order_id_figurine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."figurine_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotteries_spec_key" ON "lotteries" USING btree ("spec_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_applications_user_key" ON "lottery_applications" USING btree ("lottery_id","user_id");--> statement-breakpoint
CREATE INDEX "lottery_applications_user_idx" ON "lottery_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lottery_applications_window_idx" ON "lottery_applications" USING btree ("window_ends_at");
--> statement-breakpoint
-- hand-written:
-- A spec's stock reaching or leaving 0 is announced on `spec_stock` (delivered at commit, to every
-- instance): the drop gate (platform/stock-gate.ts) then answers its buyers "out of stock" from
-- memory. Only crossings of 0 notify, so a drop's hundred sales send one NOTIFY, not a hundred.
CREATE OR REPLACE FUNCTION notify_spec_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('spec_stock', json_build_object('id', NEW.id, 'stock', NEW.stock, 'title', NEW.title)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sale_specs_stock_zero AFTER UPDATE OF "stock" ON "sale_specs" FOR EACH ROW WHEN ((OLD.stock = 0) <> (NEW.stock = 0)) EXECUTE FUNCTION notify_spec_stock();
