CREATE TABLE "character_likes" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "character_shares" (
	"character_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "character_shares_character_id_user_id_day_pk" PRIMARY KEY("character_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"comment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" text,
	"body" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "comments_reply_count_nonneg" CHECK ("comments"."reply_count" >= 0),
	CONSTRAINT "comments_hidden_by_set" CHECK (("comments"."hidden_at" is null) = ("comments"."hidden_by" is null))
);
--> statement-breakpoint
CREATE TABLE "community_counts" (
	"character_id" text PRIMARY KEY NOT NULL,
	"count_like" integer DEFAULT 0 NOT NULL,
	"count_share" integer DEFAULT 0 NOT NULL,
	"count_comment" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_counts_like_nonneg" CHECK ("community_counts"."count_like" >= 0),
	CONSTRAINT "community_counts_share_nonneg" CHECK ("community_counts"."count_share" >= 0),
	CONSTRAINT "community_counts_comment_nonneg" CHECK ("community_counts"."count_comment" >= 0)
);
--> statement-breakpoint
ALTER TABLE "character_likes" ADD CONSTRAINT "character_likes_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_likes" ADD CONSTRAINT "character_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_shares" ADD CONSTRAINT "character_shares_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_shares" ADD CONSTRAINT "character_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_counts" ADD CONSTRAINT "community_counts_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "character_likes_user_character_key" ON "character_likes" USING btree ("user_id","character_id");--> statement-breakpoint
CREATE INDEX "comment_reports_user_idx" ON "comment_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_character_created_idx" ON "comments" USING btree ("character_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_parent_created_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_reported_idx" ON "comments" USING btree ("report_count") WHERE "comments"."report_count" > 0;