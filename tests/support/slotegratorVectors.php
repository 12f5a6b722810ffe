<?php
// Golden vectors of GIS's X-Sign, computed by PHP itself (php-cli 8.2): for each input, the form body
// PHP sends, the string it signs and the signature, exactly as GIS's integration sample does it:
//   $merged = array_merge($params, $headers); ksort($merged);
//   $sign = hash_hmac('sha1', http_build_query($merged), $merchantKey);
// Regenerate with: php tests/support/slotegratorVectors.php > tests/support/slotegratorVectors.json
// The key and merchant id are made up for the vectors; the inputs name where they come from.

$key = 'golden-merchant-key';
$merchant = 'golden-merchant';
$log = 'GIS self-validate log returned to a public integration (vovchic17/slotegrator_api, slotegrator.log)';
$game = '7487f0fac9049c9ee0dd0635a8ce5f5bfe04cd15';

$inputs = [
  ['name' => 'balance', 'source' => "$log: the first balance call", 'params' => [
    'action' => 'balance', 'player_id' => '123', 'currency' => 'EUR', 'session_id' => '123',
  ]],
  ['name' => 'games list', 'source' => 'GIS PHP sample for GET games (blancos13/csgo-casino-whitelabel, frontend/test.php)', 'params' => [
    'page' => '2',
  ]],
  ['name' => 'bet', 'source' => "$log: a bet, amount a PHP float", 'params' => [
    'action' => 'bet', 'amount' => 17.593, 'currency' => 'EUR', 'game_uuid' => $game, 'player_id' => '123',
    'transaction_id' => 'bd801482e9ee49b2b95f4c5ac8c2e6ff', 'session_id' => '123', 'type' => 'bet', 'round_id' => '486480423',
  ]],
  ['name' => 'win ending the round', 'source' => "$log: a win with finished as a PHP boolean", 'params' => [
    'action' => 'win', 'amount' => 22.3858, 'currency' => 'EUR', 'game_uuid' => $game, 'player_id' => '123',
    'transaction_id' => '6fab06dc0ad7410da74c224321490298', 'session_id' => '123', 'type' => 'win', 'round_id' => '284337796', 'finished' => true,
  ]],
  ['name' => 'zero bet, round not finished', 'source' => "$log: a zero bet (integer amount), finished false", 'params' => [
    'action' => 'bet', 'amount' => 0, 'currency' => 'EUR', 'game_uuid' => $game, 'player_id' => '123',
    'transaction_id' => 'f653e145edc945448e3271a21ce28a25', 'session_id' => '123', 'type' => 'bet', 'round_id' => '284337796', 'finished' => false,
  ]],
  ['name' => 'refund', 'source' => "$log: a refund of a bet", 'params' => [
    'action' => 'refund', 'amount' => 17.593, 'currency' => 'EUR', 'game_uuid' => $game, 'player_id' => '123',
    'transaction_id' => '714b27cd7a4646169cf4c0e4e3c70cbd', 'session_id' => '123',
    'bet_transaction_id' => 'bd801482e9ee49b2b95f4c5ac8c2e6ff', 'round_id' => '0c8cfdeed22e4df081470ff67c49e2b1',
  ]],
  ['name' => 'rollback', 'source' => "$log: a rollback of a round's bet and win, rollback_transactions nested", 'params' => [
    'action' => 'rollback', 'currency' => 'EUR', 'game_uuid' => $game, 'player_id' => '123',
    'transaction_id' => '18f284d2e3654dcebcda9d277ba3dc51',
    'rollback_transactions' => [
      ['action' => 'bet', 'amount' => '-2.3158', 'transaction_id' => '0b2d15070ec14c0bbcc3c92ad3fcf6d2', 'type' => 'bet'],
      ['action' => 'win', 'amount' => '-19.2981', 'transaction_id' => '2bd7e515f81f41e28e6b937ede276201', 'type' => 'win'],
    ],
    'session_id' => '123', 'type' => 'rollback',
  ]],
  ['name' => 'PHP scalars', 'source' => "PHP's http_build_query of floats (precision 14), integers, booleans and null (left out)", 'params' => [
    'whole' => 35.0, 'sum' => 0.1 + 0.2, 'small' => 0.00001, 'large' => 1.0e25, 'count' => 42, 'yes' => true, 'no' => false, 'none' => null,
  ]],
  ['name' => 'space and reserved characters', 'source' => "a win whose round id holds a space and each of ~*()!' (RFC 1738 encoding)", 'params' => [
    'action' => 'win', 'amount' => '2.50', 'currency' => 'BRL', 'game_uuid' => 'sim_fortune', 'player_id' => 'gis-golden-player',
    'transaction_id' => 'golden-win-space', 'session_id' => 'golden-session', 'type' => 'win', 'round_id' => "round 1 ~*()!'",
  ]],
  ['name' => 'unicode', 'source' => 'a win whose game and round name are not ASCII (UTF-8 bytes percent-encoded)', 'params' => [
    'action' => 'win', 'amount' => '1.25', 'currency' => 'BRL', 'game_uuid' => 'Caça-Níqueis 幸运', 'player_id' => 'gis-golden-player',
    'transaction_id' => 'golden-win-unicode', 'session_id' => 'golden-session', 'type' => 'win', 'round_id' => 'rodada ção',
  ]],
  ['name' => 'rollback of listed transactions', 'source' => "the GIS rollback above, for a Ficha player: a bet and a win of one round", 'params' => [
    'action' => 'rollback', 'currency' => 'BRL', 'game_uuid' => 'sim_fortune', 'player_id' => 'gis-golden-player',
    'transaction_id' => 'golden-rollback',
    'rollback_transactions' => [
      ['action' => 'bet', 'amount' => '2.00', 'transaction_id' => 'golden-bet-1', 'type' => 'bet'],
      ['action' => 'win', 'amount' => '0.50', 'transaction_id' => 'golden-win-1', 'type' => 'win'],
    ],
    'session_id' => 'golden-session', 'type' => 'rollback', 'round_id' => 'golden-round',
  ]],
];

$vectors = [];
foreach ($inputs as $i => $input) {
  $headers = [
    'X-Merchant-Id' => $merchant,
    'X-Timestamp' => (string) (1772671531 + $i),
    'X-Nonce' => md5('golden-nonce-' . $i),
  ];
  $merged = array_merge($input['params'], $headers);
  ksort($merged);
  $signed = http_build_query($merged);
  $vectors[] = $input + [
    'headers' => $headers,
    'body' => http_build_query($input['params']),
    'signed' => $signed,
    'sign' => hash_hmac('sha1', $signed, $key),
  ];
}
echo json_encode(['php' => PHP_VERSION, 'merchantKey' => $key, 'vectors' => $vectors], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION), "\n";
