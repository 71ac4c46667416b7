CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"idempotency_key" text NOT NULL,
	"source" text NOT NULL,
	"requested_by" text,
	"lines" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD COLUMN "diamonds_taken_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "figurine_order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_ref_key" ON "refunds" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_capture" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents");--> statement-breakpoint
-- hand-written below
-- A payment refunded (or refunding) before refunds were rows gets its one full refund row, with the
-- idempotency key the refund job used then, so a pending one retried still refunds once.
INSERT INTO "refunds" ("id", "payment_id", "amount_cents", "reason", "provider_ref", "status", "idempotency_key", "source", "created_at", "updated_at")
SELECT 'legacy-' || "id", "id", "amount_cents", 'Full refund', "refund_ref", "refund_status", 'refund-' || "id", 'system', "updated_at", "updated_at"
FROM "payments" WHERE "refund_status" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "refunded_cents" = "amount_cents" WHERE "refund_status" = 'succeeded';--> statement-breakpoint
UPDATE "figurine_orders" SET "refunded_cents" = "total_cents" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "figurine_order_items" SET "returned_quantity" = "quantity" WHERE "order_id" IN (SELECT "id" FROM "figurine_orders" WHERE "status" = 'refunded');--> statement-breakpoint
UPDATE "crowdfunding_supports" SET "refunded_cents" = "amount_cents" WHERE "refund_status" = 'succeeded';
