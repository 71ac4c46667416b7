CREATE TABLE "figurine_order_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "figurine_order_notes" ADD CONSTRAINT "figurine_order_notes_order_id_figurine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."figurine_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "figurine_order_notes_order_idx" ON "figurine_order_notes" USING btree ("order_id","created_at");