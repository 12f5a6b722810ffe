import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { Code } from '../src/contract/codes'
import type { GameInfo, GameTopUpOffer, PlayedRound, SpinResult } from '../src/contract/game'
import { endsPlay } from '../src/features/protection/reality-check'
import type { Translate } from '../src/i18n/translator'
import { type GameApi, GameError, NO_ANSWER } from './api'
import { tellFrame } from './portal-frame'
import type { RealityCheck } from './RealityCheck'
import type { ReauthPrompt } from './ReauthPrompt'
import { forgetSpin, type PendingSpin, pendingSpin, rememberSpin } from './session'
import { createSound } from './sound'
import { topUpOffer } from './topUp'
import { classifyWin } from './wins'

/** The reels turn at least this long, so a fast answer still reads as a spin. */
const MIN_SPIN_MS = 700
/** Reels stop one after the other, this far apart. */
const REEL_STOP_MS = 140
/** A spin that got no answer is sent again (same id, so it is never charged twice) after these waits. */
const RETRY_WAITS_MS = [1_000, 2_000, 4_000]

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))
export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
/** The spin's id, kept for retries: a retry with it answers the same round. */
const newRoundId = () => crypto.randomUUID()

export interface Notice {
  text: string
  error: boolean
}

interface SpinOptions {
  info: GameInfo
  api: GameApi
  t: Translate
  reality: RealityCheck
  /** The password after the idle time (1030): the spin waits for it and is sent again, same id. */
  reauth: ReauthPrompt
  /** The game session ended: the page shows how to open the game again. */
  onExpired: (message: string) => void
}

/**
 * The rounds of one game: spins sent (and resent without an answer, same id), the reels stopping one after
 * the other, the balance the frame hears, the big-win moment, and the 1305 offer to move the wallet in.
 */
export function useSpin({ info, api, t, reality, reauth, onExpired }: SpinOptions) {
  const { game } = info
  const reels = info.model.reels.length
  const [balance, setBalance] = useState(info.balance)
  const [seeds, setSeeds] = useState(info.seeds)
  const [round, setRound] = useState<PlayedRound | null>(info.lastRound)
  const [turningFrom, setTurningFrom] = useState(reels)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  /** After a 1305: the wallet the player can move in with one tap, then the spin is played again. */
  const [offer, setOffer] = useState<GameTopUpOffer | null>(null)
  /** The round whose big-win moment is showing, and how big. */
  const [moment, setMoment] = useState<{ round: PlayedRound; kind: 'big' | 'huge' } | null>(null)
  /** A big win is counting up: the frame's header waits for the count, or it would jump to the total first. */
  const [counting, setCounting] = useState(false)
  const endMoment = useCallback(() => {
    setMoment(null)
    setCounting(false)
  }, [])
  const counted = useCallback(() => setCounting(false), [])
  const sound = useMemo(createSound, [])
  const busyRef = useRef(false)

  // The portal's frame shows the balance in its header: it hears every change.
  useEffect(() => {
    if (!counting) tellFrame(balance)
  }, [balance, counting])

  const send = async (pending: PendingSpin): Promise<SpinResult> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await api.call('spin', pending)
      } catch (error) {
        const waitMs = RETRY_WAITS_MS[attempt]
        if (!(error instanceof GameError) || error.code !== NO_ANSWER || waitMs === undefined) throw error
        setNotice({ text: t('play.retrying'), error: false })
        await wait(waitMs)
      }
    }
  }

  /** Sends one spin (or resends a pending one) and shows its result; null when it did not settle. */
  const settle = async (pending: PendingSpin): Promise<SpinResult | null> => {
    busyRef.current = true
    setBusy(true)
    setNotice(null)
    setOffer(null)
    const instant = reducedMotion()
    if (!instant) setTurningFrom(0)
    sound.spin()
    const started = performance.now()
    try {
      const result = await send(pending)
      reauth.touch()
      forgetSpin(game.id)
      setNotice(null)
      if (!instant) await wait(MIN_SPIN_MS - (performance.now() - started))
      setRound(result.round)
      if (!result.replayed) reality.played(result.round)
      for (let reel = 1; reel <= reels && !instant; reel += 1) {
        setTurningFrom(reel)
        sound.reelStop()
        await wait(REEL_STOP_MS)
      }
      setTurningFrom(reels)
      const won = classifyWin(result.round.bet, result.round.win)
      if (won === 'big' || won === 'huge') setCounting(true)
      setBalance(result.balance)
      setSeeds((current) =>
        current.serverSeedHash === result.round.serverSeedHash
          ? { ...current, nonce: Math.max(current.nonce, result.round.nonce + 1) }
          : current,
      )
      if (won === 'win') sound.win('small')
      if (won === 'big' || won === 'huge') {
        sound.win(won)
        setMoment({ round: result.round, kind: won })
      }
      return result
    } catch (error) {
      setTurningFrom(reels)
      const failure = error instanceof GameError ? error : new GameError(t('play.failed'), Code.ServerError)
      // Idle too long: nothing was played; the game pauses for the password, then sends this spin again.
      if (failure.code === Code.ReauthRequired) {
        reauth.ask(() => void settle(pending))
        return null
      }
      // Without an answer the spin may have settled: it stays pending and is sent again on return.
      if (failure.code !== NO_ANSWER) forgetSpin(game.id)
      // The session expired, its time limit or the loss limit was reached, or the player is excluded.
      if (endsPlay(failure.code)) onExpired(failure.message)
      setNotice({ text: failure.message, error: true })
      setOffer(topUpOffer(failure))
      return null
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  const spin = (bet: number): Promise<SpinResult | null> => {
    if (busyRef.current || reality.asking || reauth.asking) return Promise.resolve(null)
    const pending = { bet, clientRoundId: newRoundId() }
    // Left idle past REAUTH_IDLE_MINUTES: the password first, then this spin (the server would refuse it).
    if (reauth.idle()) {
      reauth.ask(() => {
        rememberSpin(game.id, pending)
        void settle(pending)
      })
      return Promise.resolve(null)
    }
    rememberSpin(game.id, pending)
    return settle(pending)
  }

  /** "Transferir R$ X e jogar": the wallet to the game balance (one key per tap), then the spin again. */
  const transferAndSpin = async (bet: number) => {
    if (busyRef.current) return
    busyRef.current = true
    setBusy(true)
    try {
      const moved = await api.call('transfer', { clientKey: newRoundId() })
      setBalance(moved.balances.game)
    } catch (error) {
      setNotice({ text: error instanceof GameError ? error.message : t('play.failed'), error: true })
      return
    } finally {
      setOffer(null)
      busyRef.current = false
      setBusy(false)
    }
    await spin(bet)
  }

  // A spin sent before the page was closed or reloaded, never answered: send it again, same id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    const pending = pendingSpin(game.id)
    if (pending) void settle(pending)
  }, [])

  return {
    balance,
    seeds,
    setSeeds,
    round,
    turningFrom,
    busy,
    notice,
    setNotice,
    offer,
    moment,
    endMoment,
    counted,
    sound,
    spin,
    transferAndSpin,
  }
}
