-- hand-written below
-- Shared list answers (platform/shared-reads.ts, issue 26) are dropped on every instance when the
-- catalogue changes: each change of a listed character, its vote's state, its crowdfunding or its
-- sale (prices, stock) sends NOTIFY catalog_changed, delivered at commit (one per transaction).
-- Counts that move with every cast, payment or purchase (votes, money raised, stock, sales, the
-- community counters, views) are left to the answers' one-second window: a NOTIFY per cast would
-- serialise those commits on the notification queue's lock.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER characters_catalog_changed AFTER INSERT OR DELETE OR UPDATE OF "name", "illustration", "genre", "gender", "status", "phase" ON "characters" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER votes_catalog_changed AFTER INSERT OR DELETE OR UPDATE OF "status", "count_target", "negotiation" ON "votes" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER crowdfundings_catalog_changed AFTER INSERT OR DELETE OR UPDATE OF "status", "target_cents", "images", "end_at" ON "crowdfundings" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER sales_catalog_changed AFTER INSERT OR DELETE OR UPDATE OF "status", "sale_price_cents", "pre_sale_price_cents", "pre_sale_end_at", "images" ON "sales" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER sale_specs_catalog_changed AFTER INSERT OR DELETE OR UPDATE OF "price_cents", "pre_sale_price_cents", "status" ON "sale_specs" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
