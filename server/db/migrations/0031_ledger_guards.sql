CREATE TABLE "console_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "console_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "console_alerts_kind_known" CHECK ("console_alerts"."kind" in ('ledgerDifference', 'payoutDeadline'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_entry_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "console_alerts_open_kind" ON "console_alerts" USING btree ("kind") WHERE "console_alerts"."closed_at" is null;--> statement-breakpoint
-- The database keeps the ledger honest, whatever SQL reaches it (docs/server.md, "The ledger's invariants"):
-- entries and movements are never changed nor removed, and an account's balance changes only by the entries
-- inserted for it, which the insert itself applies. Each account remembers the last entry applied
-- (last_entry_id): a new balance must be the old one plus exactly the entries after that one, up to the new
-- one, so a balance can neither be set by hand nor take an entry twice. The trigger functions are part of
-- these constraints, so they live here, as ficha_ledger_balanced (0012) does.
UPDATE "accounts" a SET "last_entry_id" = e.last
FROM (SELECT account_id, max(id) AS last FROM ledger_entries GROUP BY account_id) e
WHERE a.id = e.account_id;--> statement-breakpoint
CREATE FUNCTION ficha_ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A movement claimed and then refused by ficha_transfer (a balance too short) is deleted before any entry.
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'ledger_transactions'
     AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = OLD.id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'FC040';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION ficha_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
FOR EACH STATEMENT EXECUTE FUNCTION ficha_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON "ledger_transactions"
FOR EACH ROW EXECUTE FUNCTION ficha_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON "ledger_transactions"
FOR EACH STATEMENT EXECUTE FUNCTION ficha_ledger_append_only();--> statement-breakpoint
-- The entries of one INSERT statement, applied to their accounts in one UPDATE (a batch of rounds pays this
-- once), after checking that each carries its account's balance after it, in the order of their ids.
CREATE FUNCTION ficha_ledger_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_wrong bigint;
BEGIN
  WITH moved AS (
    SELECT account_id, sum(amount) AS total, max(id) AS last FROM added_entries GROUP BY account_id
  ), applied AS (
    UPDATE accounts a SET balance = a.balance + m.total, last_entry_id = m.last
    FROM moved m WHERE a.id = m.account_id
    RETURNING a.id, a.balance - m.total AS before
  )
  SELECT e.id INTO v_wrong
  FROM (SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS moved
        FROM added_entries) e
  JOIN applied p ON p.id = e.account_id
  WHERE e.balance_after <> p.before + e.moved
  LIMIT 1;
  IF v_wrong IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not carry its account''s balance after it', v_wrong USING ERRCODE = 'FC041';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON "ledger_entries"
REFERENCING NEW TABLE AS added_entries FOR EACH STATEMENT EXECUTE FUNCTION ficha_ledger_apply();--> statement-breakpoint
-- An account opens empty; then its balance moves only with its entries (ficha_ledger_apply), and its owner,
-- kind and shard never change (that would move its money to someone else without an entry).
CREATE FUNCTION ficha_accounts_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_wrong integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    RAISE EXCEPTION 'account % must open with a balance of 0 and no entry', NEW.id USING ERRCODE = 'FC041';
  END IF;
  SELECT n.id INTO v_wrong
  FROM old_accounts o JOIN new_accounts n ON n.id = o.id
  WHERE (n.user_id, n.kind, n.shard) IS DISTINCT FROM (o.user_id, o.kind, o.shard)
     OR ((n.balance, n.last_entry_id) IS DISTINCT FROM (o.balance, o.last_entry_id)
         AND (n.last_entry_id IS NULL OR n.last_entry_id < coalesce(o.last_entry_id, 0)
              OR n.balance - o.balance IS DISTINCT FROM
                 (SELECT sum(e.amount) FROM ledger_entries e
                  WHERE e.account_id = n.id AND e.id > coalesce(o.last_entry_id, 0) AND e.id <= n.last_entry_id)))
  LIMIT 1;
  IF v_wrong IS NOT NULL THEN
    RAISE EXCEPTION 'account %: a balance changes only by the ledger entries inserted for it', v_wrong
      USING ERRCODE = 'FC041';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER accounts_open_empty BEFORE INSERT ON "accounts"
FOR EACH ROW WHEN (NEW.balance <> 0 OR NEW.last_entry_id IS NOT NULL) EXECUTE FUNCTION ficha_accounts_guard();--> statement-breakpoint
CREATE TRIGGER accounts_balance_by_entries AFTER UPDATE ON "accounts"
REFERENCING OLD TABLE AS old_accounts NEW TABLE AS new_accounts
FOR EACH STATEMENT EXECUTE FUNCTION ficha_accounts_guard();
