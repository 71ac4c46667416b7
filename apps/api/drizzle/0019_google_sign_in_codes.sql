ALTER TABLE "oidc_flows" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD CONSTRAINT "oidc_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_flows_code_hash_key" ON "oidc_flows" USING btree ("code_hash");