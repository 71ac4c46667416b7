CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text,
	"email" text,
	"phone" text,
	"password_hash" text,
	"google_sub" text,
	"nickname" text NOT NULL,
	"avatar" text,
	"bio" text,
	"voting_reminder" boolean DEFAULT true NOT NULL,
	"last_vote_grant_day" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"tag" text DEFAULT 'home' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "oidc_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text,
	"admin_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_pos" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "character_collects" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "character_views" (
	"character_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "character_views_character_id_viewer_key_day_pk" PRIMARY KEY("character_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"description" text NOT NULL,
	"creator_name" text NOT NULL,
	"creator_website" text NOT NULL,
	"illustration" text,
	"website" text,
	"genre" text NOT NULL,
	"genres" text[] GENERATED ALWAYS AS (string_to_array(lower(genre), ',')) STORED,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"phase" text,
	"stage" text GENERATED ALWAYS AS (case when phase in ('vote-active', 'vote-negotiation', 'vote-failed') then 'vote' when phase in ('crowdfunding-active', 'crowdfunding-success', 'crowdfunding-failed') then 'crowdfunding' when phase in ('pre-sale', 'sale') then 'sale' end) STORED,
	"count_view" integer DEFAULT 0 NOT NULL,
	"count_collect" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "characters_count_view_nonneg" CHECK ("characters"."count_view" >= 0),
	CONSTRAINT "characters_count_collect_nonneg" CHECK ("characters"."count_collect" >= 0)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributor_snapshots" (
	"character_id" text NOT NULL,
	"phase" text NOT NULL,
	"user_id" text NOT NULL,
	"rank" integer NOT NULL,
	"count_support" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contributor_snapshots_character_id_phase_user_id_pk" PRIMARY KEY("character_id","phase","user_id")
);
--> statement-breakpoint
CREATE TABLE "crowdfunding_specs" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"diamond" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crowdfunding_specs_positive" CHECK ("crowdfunding_specs"."price_cents" > 0 and "crowdfunding_specs"."diamond" > 0)
);
--> statement-breakpoint
CREATE TABLE "crowdfunding_supports" (
	"id" text PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"character_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"diamond" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_status" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crowdfunding_supports_positive" CHECK ("crowdfunding_supports"."amount_cents" > 0 and "crowdfunding_supports"."diamond" > 0)
);
--> statement-breakpoint
CREATE TABLE "crowdfundings" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"current_cents" integer DEFAULT 0 NOT NULL,
	"target_cents" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"end_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crowdfundings_cents_nonneg" CHECK ("crowdfundings"."current_cents" >= 0 and "crowdfundings"."target_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_type" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"client_secret" text,
	"redirect_url" text,
	"paid_at" timestamp with time zone,
	"refund_status" text,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"raffle_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"user_id" text NOT NULL,
	"draw_number" integer NOT NULL,
	"roll" integer NOT NULL,
	"is_win" boolean NOT NULL,
	"pity_before" integer NOT NULL,
	"cost_diamond" integer NOT NULL,
	"is_distribute" boolean DEFAULT false NOT NULL,
	"user_address_id" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_pity" (
	"user_id" text NOT NULL,
	"raffle_id" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "raffle_pity_user_id_raffle_id_pk" PRIMARY KEY("user_id","raffle_id")
);
--> statement-breakpoint
CREATE TABLE "raffle_specs" (
	"raffle_id" text NOT NULL,
	"spec_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"cost_diamond" integer DEFAULT 160 NOT NULL,
	"win_rate_bp" integer DEFAULT 600 NOT NULL,
	"guarantee_count" integer DEFAULT 80 NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"seed_revealed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_cost_pos" CHECK ("raffles"."cost_diamond" > 0),
	CONSTRAINT "raffles_win_rate_range" CHECK ("raffles"."win_rate_bp" between 0 and 10000),
	CONSTRAINT "raffles_guarantee_pos" CHECK ("raffles"."guarantee_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "figurine_order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"spec_id" text NOT NULL,
	"character_id" text NOT NULL,
	"spec_title" text NOT NULL,
	"spec_image" text,
	"character_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"pre_sale" boolean NOT NULL,
	CONSTRAINT "figurine_order_items_quantity_pos" CHECK ("figurine_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "figurine_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text DEFAULT 'checkout' NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"address_id" text,
	"address" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"tracking_no" text,
	"received_at" timestamp with time zone,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "figurine_orders_cents_nonneg" CHECK ("figurine_orders"."subtotal_cents" >= 0 and "figurine_orders"."shipping_fee_cents" >= 0 and "figurine_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_specs" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"pre_sale_price_cents" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_specs_stock_nonneg" CHECK ("sale_specs"."stock" >= 0),
	CONSTRAINT "sale_specs_price_pos" CHECK ("sale_specs"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"pre_sale_price_cents" integer,
	"pre_sale_count" integer DEFAULT 0 NOT NULL,
	"pre_sale_end_at" timestamp with time zone,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_records" (
	"id" text PRIMARY KEY NOT NULL,
	"vote_id" text NOT NULL,
	"character_id" text NOT NULL,
	"user_id" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_records_count_pos" CHECK ("vote_records"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"count_current" integer DEFAULT 0 NOT NULL,
	"count_target" integer NOT NULL,
	"negotiation" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_count_range" CHECK ("votes"."count_current" >= 0 and "votes"."count_current" <= "votes"."count_target")
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"vote_tickets" integer DEFAULT 0 NOT NULL,
	"diamonds" integer DEFAULT 0 NOT NULL,
	"frozen_diamonds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_vote_tickets_nonneg" CHECK ("wallet_balances"."vote_tickets" >= 0),
	CONSTRAINT "wallet_diamonds_nonneg" CHECK ("wallet_balances"."diamonds" >= 0),
	CONSTRAINT "wallet_frozen_nonneg" CHECK ("wallet_balances"."frozen_diamonds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"slot" text NOT NULL,
	"instance_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "job_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"payment_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_amounts" CHECK ("sandbox_payment_intents"."amount_cents" > 0 and "sandbox_payment_intents"."refunded_cents" between 0 and "sandbox_payment_intents"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_spec_id_sale_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."sale_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_collects" ADD CONSTRAINT "character_collects_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_collects" ADD CONSTRAINT "character_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_views" ADD CONSTRAINT "character_views_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_snapshots" ADD CONSTRAINT "contributor_snapshots_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_snapshots" ADD CONSTRAINT "contributor_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunding_specs" ADD CONSTRAINT "crowdfunding_specs_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD CONSTRAINT "crowdfunding_supports_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD CONSTRAINT "crowdfunding_supports_spec_id_crowdfunding_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."crowdfunding_specs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunding_supports" ADD CONSTRAINT "crowdfunding_supports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfundings" ADD CONSTRAINT "crowdfundings_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_spec_id_sale_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."sale_specs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_order_id_figurine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."figurine_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_pity" ADD CONSTRAINT "raffle_pity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_pity" ADD CONSTRAINT "raffle_pity_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_specs" ADD CONSTRAINT "raffle_specs_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_specs" ADD CONSTRAINT "raffle_specs_spec_id_sale_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."sale_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figurine_order_items" ADD CONSTRAINT "figurine_order_items_order_id_figurine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."figurine_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figurine_order_items" ADD CONSTRAINT "figurine_order_items_spec_id_sale_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."sale_specs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figurine_order_items" ADD CONSTRAINT "figurine_order_items_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figurine_orders" ADD CONSTRAINT "figurine_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_specs" ADD CONSTRAINT "sale_specs_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_records" ADD CONSTRAINT "vote_records_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_records" ADD CONSTRAINT "vote_records_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_records" ADD CONSTRAINT "vote_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default_key" ON "user_addresses" USING btree ("user_id") WHERE "user_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_spec_key" ON "cart_items" USING btree ("user_id","spec_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_created_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "character_collects_user_character_key" ON "character_collects" USING btree ("user_id","character_id");--> statement-breakpoint
CREATE INDEX "character_collects_user_created_idx" ON "character_collects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "character_views_day_idx" ON "character_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "characters_user_created_idx" ON "characters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "characters_stage_created_idx" ON "characters" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "characters_stage_views_idx" ON "characters" USING btree ("stage","count_view","id");--> statement-breakpoint
CREATE INDEX "characters_created_idx" ON "characters" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "characters_views_idx" ON "characters" USING btree ("count_view","id");--> statement-breakpoint
CREATE INDEX "characters_status_created_idx" ON "characters" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "contributor_snapshots_rank_idx" ON "contributor_snapshots" USING btree ("character_id","phase","rank");--> statement-breakpoint
CREATE INDEX "crowdfunding_specs_character_idx" ON "crowdfunding_specs" USING btree ("character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crowdfunding_supports_no_key" ON "crowdfunding_supports" USING btree ("no");--> statement-breakpoint
CREATE INDEX "crowdfunding_supports_user_idx" ON "crowdfunding_supports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crowdfunding_supports_character_status_idx" ON "crowdfunding_supports" USING btree ("character_id","status");--> statement-breakpoint
CREATE INDEX "crowdfunding_supports_pending_idx" ON "crowdfunding_supports" USING btree ("expires_at") WHERE "crowdfunding_supports"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "crowdfundings_character_key" ON "crowdfundings" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "crowdfundings_status_idx" ON "crowdfundings" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_type","order_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_draw_key" ON "raffle_entries" USING btree ("raffle_id","user_id","draw_number");--> statement-breakpoint
CREATE INDEX "raffle_entries_user_created_idx" ON "raffle_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_specs_spec_key" ON "raffle_specs" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "raffle_specs_raffle_idx" ON "raffle_specs" USING btree ("raffle_id");--> statement-breakpoint
CREATE INDEX "figurine_order_items_order_idx" ON "figurine_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "figurine_orders_no_key" ON "figurine_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "figurine_orders_user_created_idx" ON "figurine_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "figurine_orders_status_expires_idx" ON "figurine_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "figurine_orders_status_shipped_idx" ON "figurine_orders" USING btree ("status","shipped_at");--> statement-breakpoint
CREATE INDEX "figurine_orders_created_idx" ON "figurine_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sale_specs_character_idx" ON "sale_specs" USING btree ("character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_character_key" ON "sales" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vote_records_character_user_idx" ON "vote_records" USING btree ("character_id","user_id");--> statement-breakpoint
CREATE INDEX "vote_records_user_created_idx" ON "vote_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_character_key" ON "votes" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "votes_status_idx" ON "votes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_client_secret_key" ON "sandbox_payment_intents" USING btree ("client_secret");