import { Code, type CodeValue } from '@src/contract/codes'
import type { HoldReason, LimitKey, PlayProtection } from '@src/contract/protection'
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { playerProtection } from '../../db/schema/protection'
import { rounds } from '../../db/schema/rounds'
import { sessions } from '../../db/schema/sessions'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { logProtection } from '../audit'
import { spDateTime } from '../calendar'
import { complianceProfileOf } from '../settings'
import { assertNotBanned } from './banList'
import { depositStanding } from './eligibility'
import { assertNotExcluded, endGames, protectionRow, selfExcludedError } from './exclusion'
import { noteLimitRefusal } from './limitNotices'
import { assertDepositFits, depositOverLimit, lossLimitError, playStartOf, sessionLimit } from './limits'
import { assertNotPaused, pausedError, pauseOf } from './pause'
import type { PlayRefusalName } from './refusals'

/**
 * The gates of player protection on every path that takes money in or starts play (docs/compliance.md):
 * identity (brazil profile), cool-off / self-exclusion, deposit and loss limits, the session time limit.
 */

/** The refusals recorded in the protection log (the operator console's history). */
const RECORDED: ReadonlySet<CodeValue> = new Set([
  Code.RegistrationIncomplete,
  Code.IdentityNotVerified,
  Code.DepositLimitReached,
  Code.LossLimitReached,
  Code.SessionTimeLimitReached,
  Code.SelfExcluded,
  Code.BannedPlayStopped,
  Code.PlayBlocked,
  Code.Paused,
  Code.SessionBlocked,
])

/**
 * Runs `work`; a protection refusal is recorded (after its transaction rolled back) and passed on. A refusal
 * of the session time limit also ends the login session's games then, and the operator's session block all
 * the player's games, so that stays when the play's transaction did not.
 */
export const recordingRefusals = async <T>(
  db: Db,
  userId: number,
  action: string,
  work: () => Promise<T>,
): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (
      error instanceof PlayRefused &&
      error.refusal.out_refusal === 'session_time' &&
      error.loginSessionId !== null
    )
      await endSessionPlay(db, userId, error.loginSessionId, Number(error.refusal.out_limit_value))
    if (error instanceof PlayRefused && error.refusal.out_refusal === 'session_block')
      await endBlockedPlay(db, userId, error.refusal)
    if (error instanceof ApiError && RECORDED.has(error.code)) {
      const refused = error
      await db.transaction(async (tx) => {
        await logProtection(tx, userId, 'limitRefused', {
          action,
          code: refused.code,
          ...(refused.data && typeof refused.data === 'object' ? refused.data : {}),
        })
        await noteLimitRefusal(tx, userId, refused.code, refused.data)
      })
    }
    throw error
  }
}

/**
 * Money in (a top-up order): the player's standing as money in reads it (identity in the brazil profile, the
 * national ban, a cool-off or self-exclusion: eligibility.ts), the player's own pause, then the deposit limits counting the open
 * orders. Call under the player's lock in the transaction that writes the order.
 */
export const assertMayDeposit = async (tx: Db, userId: number, amount: number, now: Date): Promise<void> => {
  switch (await depositStanding(tx, userId, now)) {
    case 'registration':
      throw new ApiError(Code.RegistrationIncomplete)
    case 'identity':
      throw new ApiError(Code.IdentityNotVerified)
    // Worded with what the ban and the exclusion hold (when the account closes, when the exclusion ends).
    case 'banned':
      await assertNotBanned(tx, userId)
      break
    case 'excluded':
      await assertNotExcluded(tx, userId, now)
      break
  }
  await assertNotPaused(tx, userId, now)
  await assertDepositFits(tx, userId, amount, now)
}

/** The play gate's answer when it refuses: which gate, and what the message needs to say. */
export interface PlayRefusal {
  out_refusal: PlayRefusalName
  /**
   * excluded: when the exclusion ends (null: permanent); banned: when the account closes; paused: when the
   * pause ends; session_block: when the break ends.
   */
  out_until: Date | string | null
  /** loss_limit: the limit refused; session_time: sessionMinutes. */
  out_limit: LimitKey | null
  /** loss_limit: the limit's value (centavos); session_time: its minutes; session_block: the maximum's minutes. */
  out_limit_value: number | string | null
  /** loss_limit: what is left of it (centavos). */
  out_left: number | string | null
}

/** A refusal of the play gate, worded; recordingRefusals acts on it once the transaction rolled back. */
export class PlayRefused extends ApiError {
  constructor(
    readonly refusal: PlayRefusal,
    readonly loginSessionId: number | null,
  ) {
    super(...wording(refusal))
  }
}

/** The translated message's parts for a refusal: only words what the gate decided, never asks again. */
const wording = (refusal: PlayRefusal): ConstructorParameters<typeof ApiError> => {
  const worded = (error: ApiError): ConstructorParameters<typeof ApiError> => [
    error.code,
    error.params,
    error.data,
    error.texts,
  ]
  switch (refusal.out_refusal) {
    case 'registration':
      return [Code.RegistrationIncomplete]
    case 'identity':
      return [Code.IdentityNotVerified]
    case 'banned':
      return [Code.BannedPlayStopped, { date: spDateTime(new Date(refusal.out_until as Date | string)) }]
    case 'blocked':
      return [Code.PlayBlocked]
    case 'paused':
      return worded(pausedError(new Date(refusal.out_until as Date | string)))
    case 'session_block': {
      const minutes = Number(refusal.out_limit_value)
      const until = new Date(refusal.out_until as Date | string)
      return [
        Code.SessionBlocked,
        { minutes, date: spDateTime(until) },
        { minutes, until: until.toISOString() },
      ]
    }
    case 'session_time': {
      const minutes = Number(refusal.out_limit_value)
      return [Code.SessionTimeLimitReached, { minutes }, { minutes }]
    }
    case 'excluded': {
      const until = refusal.out_until === null ? null : new Date(refusal.out_until).toISOString()
      return worded(selfExcludedError(until))
    }
    case 'loss_limit':
      return worded(
        lossLimitError(
          refusal.out_limit as LimitKey,
          centavos(refusal.out_limit_value),
          centavos(refusal.out_left),
        ),
      )
  }
}

/**
 * The play gate (the standing: identity, ban, play block, exclusion; then session time with a login session
 * and loss limits), decided once by ficha_play_gate at `now`: its refusal, or null to play. A stake of 0 asks
 * whether any stake may be played.
 */
export const playRefusal = async (
  db: Db,
  play: { userId: number; loginSessionId: number | null; now: Date; stake?: number },
): Promise<PlayRefusal | null> => {
  const { rows } = (await db.execute(
    sql`select * from ficha_play_gate(${play.userId}, ${play.loginSessionId}::integer, ${play.now.toISOString()}::timestamptz, ${play.stake ?? 0}::bigint)`,
  )) as unknown as { rows: (PlayRefusal | { out_refusal: null })[] }
  const [answer] = rows
  return answer?.out_refusal ? (answer as PlayRefusal) : null
}

/**
 * Play (a game launch with its login session, a conversion to the game balance, a provider's debit): refuses
 * with the gate's answer (PlayRefused). `stake`: a provider debit's amount, refused when it could take a
 * period's net loss past a loss limit (0: refused only once a limit is used up). Run it under
 * recordingRefusals.
 */
export const assertMayPlay = async (
  db: Db,
  userId: number,
  now: Date,
  loginSessionId: number | null = null,
  stake = 0,
): Promise<void> => {
  const refusal = await playRefusal(db, { userId, loginSessionId, now, stake })
  if (refusal) throw new PlayRefused(refusal, loginSessionId)
}

/** When the session time limit ends this login session's play, or null without a limit or play. */
const sessionEnd = (start: Date | null, minutes: number | null): Date | null =>
  start && minutes !== null ? new Date(start.getTime() + minutes * 60_000) : null

/** The session time limit reached: the login session's open games end (recorded once). */
const endSessionPlay = async (db: Db, userId: number, loginSessionId: number, minutes: number) => {
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, loginSessionId), isNull(sessions.revokedAt)))
  if (live && (await endGames(db, { loginSessionId }, 'sessionTime')) > 0)
    await logProtection(db, userId, 'sessionEnded', { loginSessionId, minutes })
}

/**
 * The operator's maximum session length reached: every open game of the player ends (recorded once), so that
 * play after the break needs a launch, which starts the next play session.
 */
const endBlockedPlay = async (db: Db, userId: number, refusal: PlayRefusal) => {
  if ((await endGames(db, { userId }, 'sessionTime')) > 0)
    await logProtection(db, userId, 'sessionBlocked', {
      minutes: Number(refusal.out_limit_value),
      until: new Date(refusal.out_until as Date | string).toISOString(),
    })
}

/**
 * index/in_game, once the gate let it through: the login session's play starts now unless it started
 * already, and so does the player's play session that the operator's maximum counts, unless one runs (its
 * maximum and break not yet over: the gate refused during the break, so here it is still within its maximum).
 */
export const startPlay = async (
  db: Db,
  play: { userId: number; loginSessionId: number; now: Date },
): Promise<void> => {
  const { userId, loginSessionId, now } = play
  await db
    .update(sessions)
    .set({ playStartedAt: now })
    .where(and(eq(sessions.id, loginSessionId), isNull(sessions.playStartedAt)))
  const started = playerProtection.playSessionStartedAt
  await db
    .insert(playerProtection)
    .values({ userId, playSessionStartedAt: now })
    .onConflictDoUpdate({
      target: playerProtection.userId,
      set: { playSessionStartedAt: now },
      setWhere: sql`${started} is null or ${started} + (select (s.session_max_minutes + s.session_break_minutes) * interval '1 minute' from site_settings s) <= ${now.toISOString()}::timestamptz`,
    })
}

/** game/info: the reality check's interval, this session's play start and end, and its net result. */
export const playProtection = async (
  db: Db,
  userId: number,
  loginSessionId: number,
  defaultRealityCheck: number,
  now = new Date(),
): Promise<PlayProtection> => {
  const [protection, playStart, minutes] = await Promise.all([
    protectionRow(db, userId),
    playStartOf(db, loginSessionId),
    sessionLimit(db, userId, now),
  ])
  const start = playStart ?? now
  const [net] = await db
    .select({ total: sql<string>`coalesce(sum(${rounds.win} - ${rounds.bet}), 0)` })
    .from(rounds)
    .where(and(eq(rounds.userId, userId), gte(rounds.startedAt, start)))
  return {
    realityCheckMinutes: protection?.realityCheckMinutes ?? defaultRealityCheck,
    sessionStartedAt: start.toISOString(),
    sessionEndsAt: sessionEnd(start, minutes)?.toISOString() ?? null,
    net: centavos(net?.total),
  }
}

/** Each bar of the standing as the hold of a paid top-up names it. */
const HOLD_OF = {
  registration: 'registration',
  identity: 'identity',
  banned: 'banned',
  excluded: 'selfExcluded',
} as const satisfies Record<NonNullable<Awaited<ReturnType<typeof depositStanding>>>, HoldReason>

/**
 * Why a paid top-up must not be credited but held for the operator to refund it, or null to credit it:
 * the player's standing as money in reads it (identity in the brazil profile, the national ban, a running
 * exclusion, the player's own pause: the rule of assertMayDeposit); in the brazil profile a payer who is not the player (the
 * provider's payer CPF, missing counts as not the player's); a deposit limit the credit would pass (credited
 * top-ups of the period plus this one). Call under the player's lock.
 */
export const depositHoldReason = async (
  tx: Db,
  order: { userId: number; amount: number },
  payerCpf: string | null,
  now: Date,
): Promise<HoldReason | null> => {
  const standing = await depositStanding(tx, order.userId, now)
  if (standing) return HOLD_OF[standing]
  // The player's own pause reads as a break to the player and the operator alike.
  if (pauseOf(await protectionRow(tx, order.userId), now)) return 'selfExcluded'
  if ((await complianceProfileOf(tx)) === 'brazil') {
    const [player] = await tx.select({ cpf: users.cpf }).from(users).where(eq(users.id, order.userId))
    if (!payerCpf || payerCpf !== player?.cpf) return 'payerMismatch'
  }
  if (await depositOverLimit(tx, order.userId, order.amount, now)) return 'depositLimit'
  return null
}
