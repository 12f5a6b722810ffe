/** @jsxImportSource preact */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { Code } from '../src/contract/codes'
import type { GameInfo, GameTopUpOffer, PlayedRound, Rotation, SpinResult } from '../src/contract/game'
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import { AutoplayContent } from './AutoplaySheet'
import { type GameApi, GameError, NO_ANSWER } from './api'
import { type AutoplayRun, autoplayEnd } from './autoplay'
import { BigWin } from './BigWin'
import { useCountUp } from './count-up'
import { FairnessContent } from './FairnessSheet'
import { Icon } from './Icon'
import { InfoContent } from './InfoSheet'
import { tellFrame } from './portal-frame'
import { useRealityCheck } from './RealityCheck'
import { GAP, Reels } from './Reels'
import { endsPlay } from './reality-check'
import { Sheet } from './Sheet'
import { forgetSpin, type PendingSpin, pendingSpin, rememberSpin } from './session'
import { createSound } from './sound'
import { topUpOffer } from './topUp'
import { COUNT_UP_MS, classifyWin, drawnLines, isRealWin, type WinClass, winningCells } from './wins'

/** The reels turn at least this long, so a fast answer still reads as a spin. */
const MIN_SPIN_MS = 700
/** Reels stop one after the other, this far apart. */
const REEL_STOP_MS = 140
/** Autoplay rests this long between spins, so each result can be seen. */
const AUTO_PAUSE_MS = 600
/** A spin that got no answer is sent again (same id, so it is never charged twice) after these waits. */
const RETRY_WAITS_MS = [1_000, 2_000, 4_000]

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
/** The spin's id, kept for retries: a retry with it answers the same round. */
const newRoundId = () => crypto.randomUUID()

/** Before the first round: each reel shows the top of its strip. */
const restingGrid = (info: GameInfo) => info.model.reels.map((strip) => strip.slice(0, info.model.rows))

const firstBet = ({ bets, lastRound }: GameInfo): number =>
  lastRound && bets.sizes.includes(lastRound.bet) ? lastRound.bet : (bets.sizes[0] ?? bets.min)

type SheetName = 'info' | 'fair' | 'auto'

/** The round's status line: a win only when it returned more than its stake (no loss shown as a win). */
const statusOf = (t: Translate, round: PlayedRound, kind: WinClass): string => {
  if (kind === 'none') return t('play.noWin', { id: round.id })
  if (kind === 'loss')
    return t('play.netLoss', {
      returned: formatBRL(round.win),
      loss: formatBRL(round.bet - round.win),
      id: round.id,
    })
  if (kind === 'even') return t('play.even', { amount: formatBRL(round.win), id: round.id })
  return t('play.won', { amount: formatBRL(round.win), id: round.id })
}

/** The win meter: a real win counts up from zero (keyed by the round); anything else is shown at once. */
function WinAmount({ amount, duration }: { amount: number; duration: number }) {
  return <>{formatBRL(useCountUp(amount, duration))}</>
}

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
  /** After a 1305: the wallet the player can move in with one tap, then the spin is played again. */
  const [offer, setOffer] = useState<GameTopUpOffer | null>(null)
  const [auto, setAuto] = useState<AutoplayRun | null>(null)
  const [sheet, setSheet] = useState<SheetName | null>(null)
  const [soundOn, setSoundOn] = useState(false)
  /** The round whose big-win moment is showing, and how big. */
  const [moment, setMoment] = useState<{ round: PlayedRound; kind: 'big' | 'huge' } | null>(null)
  const endMoment = useCallback(() => {
    setMoment(null)
    setCounting(false)
  }, [])
  const counted = useCallback(() => setCounting(false), [])
  const sound = useMemo(createSound, [])
  const busyRef = useRef(false)
  // Issue 18: the reality check; while it asks, spins and autoplay wait.
  const reality = useRealityCheck({ protection: info.protection, t, onEnd: onExpired })

  const nameOf = (symbol: string) => t(`play.symbols.${symbol}`)
  const stopped = turningFrom >= reels
  const kind = round ? classifyWin(round.bet, round.win) : 'none'
  const celebrated = round !== null && stopped && isRealWin(kind)
  const winCells = useMemo(
    () => (round && celebrated ? winningCells(model, round) : new Set<string>()),
    [model, round, celebrated],
  )
  const lines = useMemo(
    () => (round && celebrated ? drawnLines(model, round) : []),
    [model, round, celebrated],
  )

  /** A big win is counting up: the frame's header waits for the count, or it would jump to the total first. */
  const [counting, setCounting] = useState(false)
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

  const spin = (): Promise<SpinResult | null> => {
    if (busyRef.current || reality.asking) return Promise.resolve(null)
    const pending = { bet, clientRoundId: newRoundId() }
    rememberSpin(game.id, pending)
    return settle(pending)
  }

  /** "Transferir R$ X e jogar": the wallet to the game balance (one key per tap), then the spin again. */
  const transferAndSpin = async () => {
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
    await spin()
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
    if (!auto || busy || moment || reality.asking) return
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
  }, [auto, busy, moment, balance, bet, t, reality.asking])

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
  const status = !stopped ? t('play.spinning') : !round ? t('play.ready') : statusOf(t, round, kind)
  const countMs = celebrated && !reducedMotion() ? COUNT_UP_MS.win : 0

  return (
    <div
      class="game"
      data-title={game.slug}
      style={{ '--reels': reels, '--rows': model.rows, '--play-gap-ratio': GAP }}
    >
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

      <div class="machine">
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
            lines={lines}
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
            {offer ? (
              <button
                type="button"
                class="button button--primary notice__action"
                disabled={busy}
                onClick={() => void transferAndSpin()}
              >
                {t('play.transferAndPlay', { amount: formatBRL(offer.wallet) })}
              </button>
            ) : null}
          </p>
        ) : null}

        <footer class="controls">
          <div class="meters">
            <div class="meter">
              <span>{t('play.balance')}</span>
              <strong>{formatBRL(balance)}</strong>
            </div>
            <div class="meter">
              <span>{t(kind === 'loss' || kind === 'even' ? 'play.returned' : 'play.win')}</span>
              <strong class={celebrated ? 'meter--win' : undefined} data-testid="win-meter">
                <WinAmount key={round?.id ?? 0} amount={shownWin} duration={countMs} />
              </strong>
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
      </div>

      {moment ? (
        <BigWin
          key={moment.round.id}
          kind={moment.kind}
          win={moment.round.win}
          bet={moment.round.bet}
          still={reducedMotion()}
          t={t}
          onCounted={counted}
          onDone={endMoment}
        />
      ) : null}

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
      {reality.view}
    </div>
  )
}
