CREATE TABLE "campaign_amendments" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"reason" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_amendments" ADD CONSTRAINT "campaign_amendments_character_id_crowdfundings_character_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."crowdfundings"("character_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_amendments_character_idx" ON "campaign_amendments" USING btree ("character_id","created_at");