ALTER TABLE "wallet_balances" ADD COLUMN "last_vote_grant_day" text;--> statement-breakpoint
-- The daily-vote grant day moves from the account to the wallet it tops up; carry it over.
INSERT INTO "wallet_balances" ("user_id", "last_vote_grant_day")
  SELECT "id", "last_vote_grant_day" FROM "users" WHERE "last_vote_grant_day" IS NOT NULL
  ON CONFLICT ("user_id") DO UPDATE SET "last_vote_grant_day" = excluded."last_vote_grant_day";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_vote_grant_day";
