import { type Static, Type } from '@sinclair/typebox'
import { CRASH_AUTO_MAX, CRASH_AUTO_MIN } from './crash-values'
import { ExactObject, literals } from './envelope'
import { PlayProtection } from './protection'

/**
 * The crash game (docs/games.md, Crash): a round every few seconds, everyone in the same round. A round takes
 * bets while it is 'betting', flies from flightStartsAt (the multiplier follows src/crash/curve.ts:
 * multiplierAt(now - flightStartsAt), the client draws it from the times alone) and crashes at crashAt, which
 * stays secret until then. Multipliers are integer hundredths (100 = 1.00×), amounts integer centavos, times
 * ISO 8601 read on the server's clock (serverNow lets a client correct its own).
 */

const Centavos = (description: string) =>
  Type.Integer({ minimum: 0, description: `${description}, centavos` })
const Iso = (description: string) => Type.String({ description: `${description}, ISO 8601` })
const Hundredths = (description: string) =>
  Type.Integer({ minimum: 100, description: `${description}, hundredths (100 = 1.00×)` })
const Hex64 = (description: string) => Type.String({ pattern: '^[0-9a-f]{64}$', description })

// The plain values live apart, so pages import them without TypeBox.
export { CRASH_GAME_SLUG } from './crash-values'

/** betting: bets taken until bettingEndsAt; flying: the multiplier climbs; crashed: over, the seed revealed. */
export const CrashPhase = literals(['betting', 'flying', 'crashed'])
export type CrashPhase = Static<typeof CrashPhase>

/**
 * One round as everyone sees it: crash/state's `round` and bet/stream's "crash" event. crashPoint, crashedAt
 * and seed are null until the round has crashed.
 */
export const CrashRound = Type.Object({
  /** The round's number, 1 upwards, one after the other. */
  round: Type.Integer({ minimum: 1 }),
  phase: CrashPhase,
  bettingStartsAt: Iso('Bets taken from'),
  bettingEndsAt: Iso('Bets taken until (not included)'),
  flightStartsAt: Iso('The multiplier is 1.00× here and follows multiplierAt(ms since then)'),
  crashedAt: Type.Union([Iso('The flight ended here: flightStartsAt + msToReach(crashPoint)'), Type.Null()]),
  crashPoint: Type.Union([Hundredths('Where the round crashed'), Type.Null()]),
  /** The round's link of the hash chain, revealed after the crash: previousLink(seed) is the prior round's seed (the first round's: the chain's terminating hash). */
  seed: Type.Union([Hex64('Revealed seed'), Type.Null()]),
  /** The house edge this round was drawn with, basis points (300 = 3 %). */
  edgeBps: Type.Integer({ minimum: 0, maximum: 9_999 }),
  /** The server's clock when this was sent: a client shifts its own clock by the difference. */
  serverNow: Iso('Server time'),
})
export type CrashRound = Static<typeof CrashRound>

/** A bet as everyone sees it (bet/stream's "crash-bet" and "crash-cashout", crash/state's bets). */
export const CrashPublicBet = Type.Object({
  /** The bet's id (a later "crash-cashout" names it). */
  id: Type.Integer(),
  round: Type.Integer({ minimum: 1 }),
  /** The player's nickname or handle, as the live feed shows players: never a phone digit. */
  username: Type.String(),
  slot: Type.Integer({ minimum: 1, maximum: 2 }),
  bet: Centavos('Stake'),
  /** The multiplier cashed out at; null while the bet flies (and for a lost bet). */
  cashedOutAt: Type.Union([Hundredths('Cash-out multiplier'), Type.Null()]),
  /** What the bet paid (0 until cashed out, and for a lost bet). */
  win: Centavos('Win'),
})
export type CrashPublicBet = Static<typeof CrashPublicBet>

/** The chain the rounds are drawn from, published before its first round (docs/games.md). */
export const CrashChain = Type.Object({
  id: Type.Integer(),
  /** The hash after the chain's first played link: the first round's seed hashes to it. */
  terminatingHash: Hex64('Published before the first round'),
  /** The public salt of HMAC-SHA256(key = seed, message = salt), fixed before the first round. */
  salt: Type.String(),
  /** The round number of the chain's first round. */
  firstRound: Type.Integer({ minimum: 1 }),
  publishedAt: Iso('Published'),
})
export type CrashChain = Static<typeof CrashChain>

/** crash/state: what a screen needs on load; afterwards bet/stream?crash=true keeps it current. */
export const CrashState = Type.Object({
  /** false: the game is switched off (no new round starts, crash/bet answers 2000). */
  enabled: Type.Boolean(),
  /** The current round (the newest), or null before the first. */
  round: Type.Union([CrashRound, Type.Null()]),
  /** The current round's bets, oldest first. */
  bets: Type.Array(CrashPublicBet),
  /** The newest crashed rounds' crash points, newest first (at most 20). */
  recent: Type.Array(Type.Object({ round: Type.Integer(), crashPoint: Hundredths('Crash point') })),
  chain: Type.Union([CrashChain, Type.Null()]),
  /** The catalogue's limits of the crash game. */
  minBet: Centavos('Smallest stake'),
  maxBet: Centavos('Largest stake'),
})
export type CrashState = Static<typeof CrashState>

/** crash/bet: a stake on the round taking bets, in slot 1 or 2, with an optional automatic cash-out. */
export const CrashBetBody = ExactObject({
  slot: Type.Integer({ minimum: 1, maximum: 2 }),
  bet: Type.Integer({ minimum: 1, description: 'Stake, centavos' }),
  /** Cash out automatically at exactly this multiplier when the round reaches it (hundredths); null: manual only. */
  autoCashout: Type.Optional(
    Type.Union([Type.Integer({ minimum: CRASH_AUTO_MIN, maximum: CRASH_AUTO_MAX }), Type.Null()]),
  ),
  /** The caller's id for this bet: a retry with the same id answers the same bet and charges nothing. */
  clientBetId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
})
export type CrashBetBody = Static<typeof CrashBetBody>

/** crash/cashout: the bet to cash out now, by its clientBetId. */
export const CrashCashoutBody = ExactObject({
  clientBetId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
})
export type CrashCashoutBody = Static<typeof CrashCashoutBody>

/** open: staked, flying or waiting for the flight; cashed: paid; lost: the round crashed first. */
const CrashBetState = literals(['open', 'cashed', 'lost'])

/** A player's own bet (crash/bet, crash/cashout, crash/mine). */
export const CrashBet = Type.Object({
  id: Type.Integer(),
  round: Type.Integer({ minimum: 1 }),
  slot: Type.Integer({ minimum: 1, maximum: 2 }),
  clientBetId: Type.String(),
  bet: Centavos('Stake'),
  autoCashout: Type.Union([Hundredths('Automatic cash-out target'), Type.Null()]),
  state: CrashBetState,
  cashedOutAt: Type.Union([Hundredths('Cash-out multiplier'), Type.Null()]),
  win: Centavos('Win'),
  placedAt: Iso('Placed'),
  /** When the cash-out was received (or the automatic one reached), or the crash for a lost bet. */
  settledAt: Type.Union([Iso('Settled'), Type.Null()]),
})
export type CrashBet = Static<typeof CrashBet>

/** crash/bet and crash/cashout's answer: the bet and the game balance after it. */
export const CrashBetResult = Type.Object({
  bet: CrashBet,
  balance: Centavos('Game balance after'),
  /** true: a retry of a call already answered, nothing charged or paid again. */
  replayed: Type.Boolean(),
})
export type CrashBetResult = Static<typeof CrashBetResult>

/** crash/mine: the player's bets of the current round and the newest before it. */
export const CrashMineBody = ExactObject({ count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) })
export type CrashMineBody = Static<typeof CrashMineBody>
export const CrashMine = Type.Array(CrashBet)
export type CrashMine = Static<typeof CrashMine>

/** crash/history: crashed rounds, newest first, before a round number (paging back). */
export const CrashHistoryBody = ExactObject({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Only rounds numbered below this. */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type CrashHistoryBody = Static<typeof CrashHistoryBody>

/** One crashed round with what recomputes it: crashPoint(seed, chain's salt, edgeBps). */
const CrashHistoryRound = Type.Object({
  round: Type.Integer({ minimum: 1 }),
  chainId: Type.Integer(),
  seed: Hex64('Revealed seed'),
  crashPoint: Hundredths('Crash point'),
  edgeBps: Type.Integer(),
  flightStartsAt: Iso('Flight start'),
  crashedAt: Iso('Crash'),
})
export const CrashHistory = Type.Object({
  rounds: Type.Array(CrashHistoryRound),
  chain: Type.Union([CrashChain, Type.Null()]),
})
export type CrashHistory = Static<typeof CrashHistory>

/** admin/crash_settings: the house edge of the rounds drawn from now on (the game's switch is admin/game_update's). */
export const CrashSettingsBody = ExactObject({
  edgeBps: Type.Optional(Type.Integer({ minimum: 100, maximum: 1_000 })),
})
export type CrashSettingsBody = Static<typeof CrashSettingsBody>
export const CrashSettings = Type.Object({
  edgeBps: Type.Integer(),
  enabled: Type.Boolean(),
})
export type CrashSettings = Static<typeof CrashSettings>

/**
 * crash/info: the crash page's game session as the game page's game/info gives a slot's: the game, the game
 * balance and the reality check's data (its interval, this session's start and end by time limit, its net).
 */
export const CrashInfo = Type.Object({
  gameId: Type.Integer(),
  balance: Centavos('Game balance'),
  protection: PlayProtection,
})
export type CrashInfo = Static<typeof CrashInfo>
