import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, ClientCode } from '../../api/api-error'
import { Code } from '../../contract/codes'
import type {
  CrashBet,
  CrashBetBody,
  CrashBetResult,
  CrashCashoutBody,
  CrashPublicBet,
  CrashRound,
} from '../../contract/crash'
import { CRASH_AUTO_MAX, CRASH_AUTO_MIN } from '../../contract/crash-values'
import { uuid } from '../../random/uuid'
import { endsPlay } from '../protection/reality-check'

/** The crash calls a slot makes, with the game session's token (the portal's client, or a test's). */
export interface CrashCalls {
  bet(body: CrashBetBody): Promise<CrashBetResult>
  cashout(body: CrashCashoutBody): Promise<CrashBetResult>
  /** crash/mine: the player's newest bets, to learn how a call that got no answer ended. */
  mine(): Promise<readonly CrashBet[]>
}

/**
 * Where a slot stands. idle: ready to bet (with the last round's result, if any); queued: bet on the next
 * round's betting phase; placing / cashing: a call in flight; open: staked, waiting for the flight or flying.
 */
export type SlotStatus =
  | { kind: 'idle'; result: CrashBet | null }
  | { kind: 'queued' }
  | { kind: 'placing'; clientBetId: string }
  | { kind: 'open'; bet: CrashBet }
  | { kind: 'cashing'; bet: CrashBet }

export interface SlotInput {
  /** Centavos. */
  amount: number
  /** Hundredths, or null for manual cash-out only. */
  auto: number | null
}

export interface SlotOptions {
  slot: 1 | 2
  calls: CrashCalls
  round: CrashRound | null
  /** Everyone's bets of the shown round: an automatic cash-out arrives here. */
  bets: readonly CrashPublicBet[]
  now: () => number
  /** The game balance after a bet or a cash-out this slot made. */
  onBalance: (balance: number) => void
  /** A bet settled (cashed or lost): its result, win − stake. */
  onSettled: (bet: CrashBet) => void
  /** A refusal that ends play here (a limit, an exclusion, the game session gone): the server's message. */
  onEnded: (message: string) => void
}

/** Bets sent this close to the end of the betting phase would arrive too late: they wait for the next round. */
const LAST_MOMENT_MS = 250

const settled = (bet: CrashBet): boolean => bet.state !== 'open'

/** A public bet's news about our own bet: its cash-out (the automatic one comes only this way). */
const cashedFrom = (bet: CrashBet, bets: readonly CrashPublicBet[]): CrashBet | null => {
  const news = bets.find((entry) => entry.id === bet.id)
  if (!news || news.cashedOutAt === null) return null
  return { ...bet, state: 'cashed', cashedOutAt: news.cashedOutAt, win: news.win }
}

/**
 * One of the player's two bets in the crash game: placing it (now, or queued for the next betting phase),
 * cashing it out, and learning how it ended (its cash-out from the stream, the crash, or crash/mine after a
 * call that got no answer; the same clientBetId never charges twice).
 */
export function useBetSlot({ slot, calls, round, bets, now, onBalance, onSettled, onEnded }: SlotOptions) {
  const [status, setStatus] = useState<SlotStatus>({ kind: 'idle', result: null })
  const input = useRef<SlotInput | null>(null)
  const events = useRef({ onBalance, onSettled, onEnded, calls })
  events.current = { onBalance, onSettled, onEnded, calls }

  const finish = useCallback((bet: CrashBet) => {
    setStatus({ kind: 'idle', result: bet })
    events.current.onSettled(bet)
  }, [])

  /** The bet a call without an answer may have placed, from crash/mine. */
  const reconcile = useCallback(async (clientBetId: string): Promise<CrashBet | null> => {
    const mine = await events.current.calls.mine().catch(() => [])
    return mine.find((bet) => bet.clientBetId === clientBetId) ?? null
  }, [])

  const place = useCallback(async () => {
    const wanted = input.current
    if (!wanted) return
    const clientBetId = uuid()
    setStatus({ kind: 'placing', clientBetId })
    try {
      const result = await events.current.calls.bet({
        slot,
        bet: wanted.amount,
        autoCashout: wanted.auto,
        clientBetId,
      })
      events.current.onBalance(result.balance)
      if (settled(result.bet)) finish(result.bet)
      else setStatus({ kind: 'open', bet: result.bet })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : ClientCode.Network
      if (code === Code.CrashBettingClosed) return setStatus({ kind: 'queued' })
      if (endsPlay(code)) {
        setStatus({ kind: 'idle', result: null })
        return events.current.onEnded((error as Error).message)
      }
      if (code === ClientCode.Network || code === ClientCode.Timeout) {
        const bet = await reconcile(clientBetId)
        if (bet) return settled(bet) ? finish(bet) : setStatus({ kind: 'open', bet })
      }
      setStatus({ kind: 'idle', result: null })
    }
  }, [slot, finish, reconcile])

  const cashOut = useCallback(
    async (bet: CrashBet) => {
      setStatus({ kind: 'cashing', bet })
      try {
        const result = await events.current.calls.cashout({ clientBetId: bet.clientBetId })
        events.current.onBalance(result.balance)
        if (settled(result.bet)) finish(result.bet)
        else setStatus({ kind: 'open', bet: result.bet })
      } catch (error) {
        const code = error instanceof ApiError ? error.code : ClientCode.Network
        if (endsPlay(code)) events.current.onEnded((error as Error).message)
        // Too late, or no answer: crash/mine says how the bet stands now.
        const known = await reconcile(bet.clientBetId)
        const now = known ?? bet
        if (code === Code.CrashTooLate && now.state === 'open') finish({ ...now, state: 'lost' })
        else if (settled(now)) finish(now)
        else setStatus({ kind: 'open', bet: now })
      }
    },
    [finish, reconcile],
  )

  // The round moves on: a queued bet goes out in the betting phase; an open bet ends with its round's crash.
  useEffect(() => {
    if (!round) return
    if (status.kind === 'queued') {
      const closes = Date.parse(round.bettingEndsAt)
      if (round.phase === 'betting' && closes - now() > LAST_MOMENT_MS) void place()
      return
    }
    if (status.kind !== 'open' && status.kind !== 'cashing') return
    const { bet } = status
    const cashed = cashedFrom(bet, bets)
    if (cashed) return finish(cashed)
    if (status.kind === 'cashing') return
    if (round.round === bet.round && round.phase === 'crashed') finish({ ...bet, state: 'lost' })
    else if (round.round > bet.round)
      // The crash of its round was missed (a dropped stream): ask how it ended.
      void reconcile(bet.clientBetId).then((known) => finish(known ?? { ...bet, state: 'lost' }))
  }, [round, bets, status, now, place, finish, reconcile])

  // A result stays shown through its round's crash, and goes when the next round takes bets.
  useEffect(() => {
    if (status.kind === 'idle' && status.result && round && round.round > status.result.round)
      setStatus({ kind: 'idle', result: null })
  }, [round, status])

  return {
    status,
    /** Bet now when the round takes bets, else on the next one. */
    bet(wanted: SlotInput) {
      input.current = wanted
      const closes = round ? Date.parse(round.bettingEndsAt) : 0
      if (round?.phase === 'betting' && closes - now() > LAST_MOMENT_MS) void place()
      else setStatus({ kind: 'queued' })
    },
    /** Takes back a bet queued for the next round (nothing was sent). */
    cancel() {
      if (status.kind === 'queued') setStatus({ kind: 'idle', result: null })
    },
    cashOut() {
      if (status.kind === 'open') void cashOut(status.bet)
    },
  }
}

/** The multiplier typed for the automatic cash-out ('2', '2,5', '2.50'), in hundredths, or null when invalid. */
export function parseMultiplier(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*[x×]?\s*$/i.exec(text)
  if (!match?.[1]) return null
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return hundredths >= CRASH_AUTO_MIN && hundredths <= CRASH_AUTO_MAX ? hundredths : null
}
