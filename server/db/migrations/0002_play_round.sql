-- Created ficha_play_round, the round settled in one statement. Its body lives in one place,
-- server/db/functions/ficha_play_round.sql, which server/db/sqlFunctions.ts applies at every open, after the
-- migrations; no migration in between calls it, so this file creates nothing any more. The migrator runs a
-- file once, by its journal date, and never compares an applied file's hash: databases that ran the old
-- text are not affected.
SELECT 1;
