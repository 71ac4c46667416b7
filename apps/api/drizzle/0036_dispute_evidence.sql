ALTER TABLE "disputes" ADD COLUMN "evidence_status" text DEFAULT 'not_submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "evidence_fields" jsonb;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "evidence_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "evidence_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "evidence_requested_by" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "evidence_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "evidence_error" text;