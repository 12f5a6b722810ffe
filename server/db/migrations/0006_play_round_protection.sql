-- Gave ficha_play_round the play gate of player protection; its body lives in
-- server/db/functions/ficha_play_round.sql, applied at every open after the migrations (server/db/sqlFunctions.ts).
-- A database migrated before this file still has the first version (0002's result type): it goes, and the
-- function file creates the current one.
DROP FUNCTION IF EXISTS ficha_play_round(integer, integer, integer, integer, bigint, bigint, text, timestamptz, timestamptz, smallint);
