-- Gave ficha_play_round the rest of game/spin's gate and a login session argument, and added ficha_play_rounds
-- (several players' rounds in one statement). Both bodies live in server/db/functions/ (ficha_play_round.sql,
-- ficha_play_rounds.sql), applied at every open after the migrations (server/db/sqlFunctions.ts). A database
-- migrated before this file still has the ten-argument version: it goes, and the function files create the
-- current ones.
DROP FUNCTION IF EXISTS ficha_play_round(integer, integer, integer, integer, bigint, bigint, text, timestamptz, timestamptz, smallint);
