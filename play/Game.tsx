/** @jsxImportSource preact */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { Code } from '../src/contract/codes'
import type { GameInfo, PlayedRound, Rotation, SpinResult } from '../src/contract/game'
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import { AutoplayContent } from './AutoplaySheet'
import { type GameApi, GameError, NO_ANSWER } from './api'
import { type AutoplayRun, autoplayEnd } from './autoplay'
import { FairnessContent } from './FairnessSheet'
import { Icon } from './Icon'
import { InfoContent } from './InfoSheet'
import { Reels } from './Reels'
import { Sheet } from './Sheet'
import { forgetSpin, type PendingSpin, pendingSpin, rememberSpin } from './session'
import { createSound } from './sound'
import { winningCells } from './wins'

/** The reels turn at least this long, so a fast answer still reads as a spin. */
const MIN_SPIN_MS = 700
/** Reels stop one after the other, this far apart. */
const REEL_STOP_MS = 140
/** Autoplay rests this long between spins, so each result can be seen. */
const AUTO_PAUSE_MS = 600
/** A spin that got no answer is sent again (same id, so it is never charged twice) after these waits. */
const RETRY_WAITS_MS = [1_000, 2_000, 4_000]
/** A win of this many bets or more plays the big chime. */
const BIG_WIN_BETS = 10

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
/** The spin's id, kept for retries: a retry with it answers the same round. */
const newRoundId = () => crypto.randomUUID()

/** Before the first round: each reel shows the top of its strip. */
const restingGrid = (info: GameInfo) => info.model.reels.map((strip) => strip.slice(0, info.model.rows))

const firstBet = ({ bets, lastRound }: GameInfo): number =>
  lastRound && bets.sizes.includes(lastRound.bet) ? lastRound.bet : (bets.sizes[0] ?? bets.min)

type SheetName = 'info' | 'fair' | 'auto'

interface GameProps {
  info: GameInfo
  api: GameApi
  t: Translate
  /** The game session ended: the page shows how to open the game again. */
  onExpired: (message: string) => void
}

/** The slot: reels, balance, bet, win, spin, autoplay, sound, rules and fairness. */
export function Game({ info, api, t, onExpired }: GameProps) {
  const { game, model, bets } = info
  const reels = model.reels.length
  const [balance, setBalance] = useState(info.balance)
  const [bet, setBet] = useState(() => firstBet(info))
  const [seeds, setSeeds] = useState(info.seeds)
  const [revealed, setRevealed] = useState<Rotation['revealed'][]>([])
  const [round, setRound] = useState<PlayedRound | null>(info.lastRound)
  const [turningFrom, setTurningFrom] = useState(reels)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)
  const [auto, setAuto] = useState<AutoplayRun | null>(null)
  const [sheet, setSheet] = useState<SheetName | null>(null)
  const [soundOn, setSoundOn] = useState(false)
  const sound = useMemo(createSound, [])
  const busyRef = useRef(false)

  const nameOf = (symbol: string) => t(`play.symbols.${symbol}`)
  const stopped = turningFrom >= reels
  const winCells = useMemo(
    () => (round && stopped ? winningCells(model, round) : new Set<string>()),
    [model, round, stopped],
  )

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
    const instant = reducedMotion()
    if (!instant) setTurningFrom(0)
    sound.spin()
    const started = performance.now()
    try {
      const result = await send(pending)
      forgetSpin(game.id)
      setNotice(null)
      if (!instant) await wait(MIN_SPIN_MS - (performance.now() - started))
      setRound(result.round)
      for (let reel = 1; reel <= reels && !instant; reel += 1) {
        setTurningFrom(reel)
        sound.reelStop()
        await wait(REEL_STOP_MS)
      }
      setTurningFrom(reels)
      setBalance(result.balance)
      setSeeds((current) =>
        current.serverSeedHash === result.round.serverSeedHash
          ? { ...current, nonce: Math.max(current.nonce, result.round.nonce + 1) }
          : current,
      )
      if (result.round.win > 0) sound.win(result.round.win >= BIG_WIN_BETS * pending.bet)
      return result
    } catch (error) {
      setTurningFrom(reels)
      const failure = error instanceof GameError ? error : new GameError(t('play.failed'), Code.ServerError)
      // Without an answer the spin may have settled: it stays pending and is sent again on return.
      if (failure.code !== NO_ANSWER) forgetSpin(game.id)
      if (failure.code === Code.GameSessionExpired) onExpired(failure.message)
      setNotice({ text: failure.message, error: true })
      return null
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  const spin = (): Promise<SpinResult | null> => {
    if (busyRef.current) return Promise.resolve(null)
    const pending = { bet, clientRoundId: newRoundId() }
    rememberSpin(game.id, pending)
    return settle(pending)
  }

  // A spin sent before the page was closed or reloaded, never answered: send it again, same id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    const pending = pendingSpin(game.id)
    if (pending) void settle(pending)
  }, [])

  // Autoplay: one spin after another until done, stopped, the loss limit or the balance says stop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: spin reads the current bet
  useEffect(() => {
    if (!auto || busy) return
    const end = autoplayEnd(auto, balance, bet)
    if (end) {
      setAuto(null)
      if (end !== 'done') setNotice({ text: t(`play.autoEnd.${end}`), error: false })
      return
    }
    const timer = setTimeout(() => {
      setAuto((run) => run && { ...run, left: run.left - 1 })
      void spin().then((result) => {
        if (!result) setAuto(null)
      })
    }, AUTO_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [auto, busy, balance, bet, t])

  // Nobody watching, nobody autoplaying.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') setAuto(null)
    }
    document.addEventListener('visibilitychange', onHide)
    return () => document.removeEventListener('visibilitychange', onHide)
  }, [])

  const sizeIndex = Math.max(0, bets.sizes.indexOf(bet))
  const changeBet = (step: number) => {
    const next = bets.sizes[sizeIndex + step]
    if (next !== undefined) setBet(next)
  }
  const locked = busy || auto !== null
  const shownWin = round && stopped ? round.win : 0
  const status = !stopped
    ? t('play.spinning')
    : !round
      ? t('play.ready')
      : round.win > 0
        ? t('play.won', { amount: formatBRL(round.win), id: round.id })
        : t('play.noWin', { id: round.id })

  return (
    <div class="game" data-title={game.slug}>
      <header class="bar">
        <h1 class="bar__title">{game.name}</h1>
        <button
          type="button"
          class="icon-button"
          aria-pressed={soundOn}
          aria-label={t('play.sound')}
          onClick={() => {
            sound.setEnabled(!soundOn)
            setSoundOn(!soundOn)
          }}
        >
          <Icon name={soundOn ? 'sound' : 'mute'} />
        </button>
        <button
          type="button"
          class="icon-button"
          aria-label={t('play.fair')}
          onClick={() => setSheet('fair')}
        >
          <Icon name="shield" />
        </button>
        <button
          type="button"
          class="icon-button"
          aria-label={t('play.info')}
          onClick={() => setSheet('info')}
        >
          <Icon name="info" />
        </button>
      </header>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a touch target; keyboards and screen readers have the Spin button */}
      <section
        class="stage"
        onClick={() => (locked ? undefined : void spin())}
        aria-label={t('play.tapToSpin')}
      >
        <Reels
          slug={game.slug}
          model={model}
          grid={round?.grid ?? restingGrid(info)}
          turningFrom={turningFrom}
          winCells={winCells}
          nameOf={nameOf}
          label={t('play.reels')}
        />
        <p class="status" role="status">
          {status}
        </p>
      </section>

      {notice ? (
        <p class={`notice ${notice.error ? 'notice--error' : ''}`} role="alert">
          {notice.text}
        </p>
      ) : null}

      <footer class="controls">
        <div class="meters">
          <div class="meter">
            <span>{t('play.balance')}</span>
            <strong>{formatBRL(balance)}</strong>
          </div>
          <div class="meter">
            <span>{t('play.win')}</span>
            <strong class={shownWin > 0 ? 'meter--win' : undefined}>{formatBRL(shownWin)}</strong>
          </div>
        </div>
        <fieldset class="bet" aria-label={t('play.bet')}>
          <button
            type="button"
            class="icon-button icon-button--round"
            aria-label={t('play.betDown')}
            disabled={locked || sizeIndex === 0}
            onClick={() => changeBet(-1)}
          >
            <Icon name="minus" />
          </button>
          <div class="meter meter--bet">
            <span>{t('play.bet')}</span>
            <strong aria-live="polite">{formatBRL(bet)}</strong>
          </div>
          <button
            type="button"
            class="icon-button icon-button--round"
            aria-label={t('play.betUp')}
            disabled={locked || sizeIndex >= bets.sizes.length - 1}
            onClick={() => changeBet(1)}
          >
            <Icon name="plus" />
          </button>
        </fieldset>
        <div class="actions">
          {auto ? (
            <button type="button" class="button button--secondary" onClick={() => setAuto(null)}>
              {t('play.stop')} · {auto.left}
            </button>
          ) : (
            <button
              type="button"
              class="button button--secondary"
              disabled={busy}
              onClick={() => setSheet('auto')}
            >
              {t('play.auto')}
            </button>
          )}
          <button type="button" class="button button--spin" disabled={locked} onClick={() => void spin()}>
            {busy ? t('play.spinning') : t('play.spin')}
          </button>
        </div>
      </footer>

      <Sheet
        open={sheet === 'info'}
        title={t('play.info')}
        closeLabel={t('play.close')}
        onClose={() => setSheet(null)}
      >
        <InfoContent info={info} bet={bet} t={t} />
      </Sheet>
      <Sheet
        open={sheet === 'fair'}
        title={t('play.fair')}
        closeLabel={t('play.close')}
        onClose={() => setSheet(null)}
      >
        <FairnessContent
          api={api}
          t={t}
          slug={game.slug}
          seeds={seeds}
          revealed={revealed}
          lastRoundId={round?.id ?? null}
          onRotated={(rotation) => {
            setSeeds(rotation.seeds)
            setRevealed((list) => [rotation.revealed, ...list])
          }}
          busy={locked}
        />
      </Sheet>
      <Sheet
        open={sheet === 'auto'}
        title={t('play.autoTitle')}
        closeLabel={t('play.close')}
        onClose={() => setSheet(null)}
      >
        <AutoplayContent
          t={t}
          bet={bet}
          onStart={(spins, lossLimit) => {
            setSheet(null)
            setAuto({ left: spins, startBalance: balance, lossLimit })
          }}
        />
      </Sheet>
    </div>
  )
}
