import { type Static, Type } from '@sinclair/typebox'
import { VOLATILITIES } from './catalogue'
import { ExactObject, literals } from './envelope'
import { PlayProtection } from './protection'

const Centavos = (description: string) =>
  Type.Integer({ minimum: 0, description: `${description}, centavos` })
const Iso = (description: string) => Type.String({ description: `${description}, ISO 8601` })
const Hex64 = (description: string) => Type.String({ pattern: '^[0-9a-f]{64}$', description })

/** index/in_game: the game to open, by catalogue id (what the portal's game frame sends) or by slug. */
export const InGameBody = Type.Union([
  ExactObject({ id: Type.Integer({ minimum: 1 }) }),
  ExactObject({ slug: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) }),
])
export type InGameBody = Static<typeof InGameBody>

/** Where the game runs: the game page's address with a single-use launch token (never the login token). */
export const GameLaunch = Type.Object({
  url: Type.String(),
  expiresAt: Iso('The launch token must be exchanged before this'),
})
export type GameLaunch = Static<typeof GameLaunch>

/** game/open: the launch token from the game page's address. */
export const OpenGameBody = ExactObject({ launch: Type.String({ minLength: 1, maxLength: 128 }) })
export type OpenGameBody = Static<typeof OpenGameBody>

/** The game session: its token goes in the GAME_TOKEN_HEADER ('game-token') of every game/* call. */
export const GameSessionToken = Type.Object({ token: Type.String(), expiresAt: Iso('Absolute end') })
export type GameSessionToken = Static<typeof GameSessionToken>

/** index/out_game: the player left the game frame (this game, or every game of the login session). */
export const OutGameBody = ExactObject({ id: Type.Optional(Type.Integer({ minimum: 1 })) })
export type OutGameBody = Static<typeof OutGameBody>

/**
 * game/spin's 1305 (bet above the game balance) carries the balances, so the game page can offer to
 * move the wallet in ("Transferir R$ X e jogar") without another call.
 */
export const GameTopUpOffer = Type.Object({
  wallet: Centavos('Wallet balance the player could move in'),
  game: Centavos('Game balance'),
})
export type GameTopUpOffer = Static<typeof GameTopUpOffer>

/** game/transfer: moves the whole wallet to the game balance; clientKey makes a retry move nothing twice. */
export const GameTransferBody = ExactObject({
  clientKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
})
export type GameTransferBody = Static<typeof GameTransferBody>

/** A title as data, to draw it and to recompute rounds by hand (docs/games.md). */
export const SlotModel = Type.Object({
  rows: Type.Integer(),
  /** Symbol ids, in the order the paytable lists them. */
  symbols: Type.Array(Type.String()),
  /** One strip of symbol ids per reel; a reel stopped at s shows s, s+1, … wrapping round. */
  reels: Type.Array(Type.Array(Type.String())),
  /** One row index per reel, per line. */
  paylines: Type.Array(Type.Array(Type.Integer())),
  /** Symbol -> count -> pay in line bets. */
  paytable: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer())),
  wild: Type.Union([Type.String(), Type.Null()]),
  /** Count -> pay in total bets, anywhere on the grid. */
  scatter: Type.Union([
    Type.Object({ symbol: Type.String(), pays: Type.Record(Type.String(), Type.Integer()) }),
    Type.Null(),
  ]),
})
export type SlotModel = Static<typeof SlotModel>

/** The active pair of seeds as the player sees it: the server seed only as its commitment. */
export const Seeds = Type.Object({
  serverSeedHash: Hex64('SHA-256 of the server seed in use'),
  clientSeed: Type.String(),
  /** The nonce of the next round. */
  nonce: Type.Integer({ minimum: 0 }),
})
export type Seeds = Static<typeof Seeds>

const LineWin = Type.Object({
  line: Type.Integer(),
  symbol: Type.String(),
  count: Type.Integer(),
  /** In line bets. */
  pays: Type.Integer(),
})
const ScatterWin = Type.Union([
  Type.Object({ symbol: Type.String(), count: Type.Integer(), pays: Type.Integer() }),
  Type.Null(),
])

/** What a grid shows and pays, recomputable from the round's seeds. */
export const RoundOutcome = Type.Object({
  stops: Type.Array(Type.Integer()),
  /** Columns: grid[reel][row]. */
  grid: Type.Array(Type.Array(Type.String())),
  lineWins: Type.Array(LineWin),
  scatterWin: ScatterWin,
  /** The win in line bets. */
  multiplier: Type.Integer(),
  win: Centavos('What the round paid'),
})
export type RoundOutcome = Static<typeof RoundOutcome>

/** What is stored of a settled round: the money, the time and the seeds it was played with. */
export const RoundRecord = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  bet: Centavos('Staked'),
  win: Centavos('Paid'),
  profit: Type.Integer({ description: 'win - bet, centavos' }),
  serverSeedHash: Hex64('The commitment shown before the round'),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  clientRoundId: Type.String(),
  startedAt: Iso('Spin requested'),
  endedAt: Iso('Settled'),
})
export type RoundRecord = Static<typeof RoundRecord>

/** A settled round of the player, with what it showed. */
export const PlayedRound = Type.Intersect([RoundOutcome, RoundRecord])
export type PlayedRound = Static<typeof PlayedRound>

/** game/info: everything the game page needs to draw and play. */
export const GameInfo = Type.Object({
  game: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    /** Exact RTP in percent (96.4 = 96.40 %). */
    rtp: Type.Number(),
    /** Share of spins that win anything, in percent. */
    hitFrequency: Type.Number(),
    /** The largest win of one spin, in total bets. */
    maxWin: Type.Number(),
    volatility: literals(VOLATILITIES),
  }),
  model: SlotModel,
  bets: Type.Object({
    min: Centavos('Smallest bet'),
    max: Centavos('Largest bet'),
    /** The sizes the bet chooser offers, ascending. */
    sizes: Type.Array(Type.Integer()),
  }),
  /** The player's game balance. */
  balance: Centavos('Game balance'),
  seeds: Seeds,
  /** The player's newest round in this game, so a page reopened after a dropped connection shows it. */
  lastRound: Type.Union([PlayedRound, Type.Null()]),
  /** The reality check's data: its interval, this session's start, its end by time limit and its net. */
  protection: PlayProtection,
})
export type GameInfo = Static<typeof GameInfo>

/** game/spin: the bet (total, centavos) and the page's id for this spin, reused on a retry. */
export const SpinBody = ExactObject({
  bet: Type.Integer({ minimum: 1 }),
  clientRoundId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
})
export type SpinBody = Static<typeof SpinBody>

export const SpinResult = Type.Object({
  round: PlayedRound,
  balance: Centavos('Game balance after the round'),
  /** True when this clientRoundId had already been played: nothing was charged this time. */
  replayed: Type.Boolean(),
})
export type SpinResult = Static<typeof SpinResult>

/** game/seed: the player's new client seed (1-64 characters, no ':'); the pair rotates. */
export const ClientSeedBody = ExactObject({
  clientSeed: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^:]+$' }),
})
export type ClientSeedBody = Static<typeof ClientSeedBody>

/** game/seed and game/rotate: the pair just retired, its server seed revealed, and the new one. */
export const Rotation = Type.Object({
  revealed: Type.Object({
    serverSeed: Hex64('The retired server seed'),
    serverSeedHash: Hex64('Its commitment'),
    clientSeed: Type.String(),
    /** Rounds played under the retired pair (nonces 0 to rounds - 1). */
    rounds: Type.Integer(),
  }),
  seeds: Seeds,
})
export type Rotation = Static<typeof Rotation>

/** game/verify: one of the player's rounds. */
export const VerifyBody = ExactObject({ roundId: Type.Integer({ minimum: 1 }) })
export type VerifyBody = Static<typeof VerifyBody>

/** A round recomputed from its revealed server seed, next to what was stored and paid. */
export const Verification = Type.Object({
  round: RoundRecord,
  slug: Type.String(),
  serverSeed: Hex64('The revealed server seed'),
  /** SHA-256 of the revealed seed equals the commitment shown before the round. */
  commitmentMatches: Type.Boolean(),
  recomputed: RoundOutcome,
  /** The recomputed grid and win equal the stored round. */
  matches: Type.Boolean(),
})
export type Verification = Static<typeof Verification>
