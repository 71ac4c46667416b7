ALTER TABLE "figurine_orders" DROP CONSTRAINT "figurine_orders_cents_nonneg";--> statement-breakpoint
ALTER TABLE "figurine_order_items" ADD COLUMN "unit_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD COLUMN "charges" jsonb;--> statement-breakpoint
ALTER TABLE "sale_specs" ADD COLUMN "weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD CONSTRAINT "figurine_orders_total_sum" CHECK ("figurine_orders"."total_cents" = "figurine_orders"."subtotal_cents" + "figurine_orders"."shipping_fee_cents" + "figurine_orders"."tax_cents");--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD CONSTRAINT "figurine_orders_cents_nonneg" CHECK ("figurine_orders"."subtotal_cents" >= 0 and "figurine_orders"."shipping_fee_cents" >= 0 and "figurine_orders"."tax_cents" >= 0 and "figurine_orders"."total_cents" >= 0);