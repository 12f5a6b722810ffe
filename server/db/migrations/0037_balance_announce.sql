-- Every movement of a player's money is announced at its commit on 'player_balances' (payload: the player's
-- id; BALANCE_CHANNEL in services/ledger), whatever made it: a settled PIX, a withdrawal, a bonus forfeit, a
-- correction, an in-house round or a provider's bet and win. The announcement rides on the ledger itself, as
-- ficha_ledger_apply does (0031), so no path that moves money can forget it; NOTIFY is sent at commit only,
-- never for a rolled-back movement, and the same player twice in one transaction is announced once.
CREATE FUNCTION ficha_ledger_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('player_balances', moved.user_id::text)
  FROM (SELECT DISTINCT a.user_id FROM added_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.user_id IS NOT NULL) moved;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_announce AFTER INSERT ON "ledger_entries"
REFERENCING NEW TABLE AS added_entries FOR EACH STATEMENT EXECUTE FUNCTION ficha_ledger_announce();
