/** @jsxImportSource preact */
import { useMemo, useState } from 'preact/hooks'
import type { GameInfo, PlayedRound, Rotation } from '../src/contract/game'
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import { AutoplayContent } from './AutoplaySheet'
import type { GameApi } from './api'
import { BigWin } from './BigWin'
import { Controls } from './Controls'
import { FairnessContent } from './FairnessSheet'
import { GameBar } from './GameBar'
import { InfoContent } from './InfoSheet'
import { useRealityCheck } from './RealityCheck'
import { useReauthPrompt } from './ReauthPrompt'
import { GAP, Reels } from './Reels'
import { Sheet } from './Sheet'
import { useAutoplay } from './use-autoplay'
import { reducedMotion, useSpin } from './use-spin'
import { COUNT_UP_MS, classifyWin, drawnLines, isRealWin, type WinClass, winningCells } from './wins'

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

interface GameProps {
  info: GameInfo
  api: GameApi
  t: Translate
  /** The game session ended: the page shows how to open the game again. */
  onExpired: (message: string) => void
}

/**
 * The slot: reels, balance, bet, win, spin, autoplay, sound, rules and fairness. The rounds are
 * `useSpin`'s, autoplay `useAutoplay`'s; the bar and the controls are components of their own.
 */
export function Game({ info, api, t, onExpired }: GameProps) {
  const { game, model, bets } = info
  const reels = model.reels.length
  const [bet, setBet] = useState(() => firstBet(info))
  const [revealed, setRevealed] = useState<Rotation['revealed'][]>([])
  const [sheet, setSheet] = useState<SheetName | null>(null)
  /** A sheet's title, whether it is the one open, and its close button, which goes back to the game. */
  const sheetProps = (name: SheetName, title: string) => ({
    open: sheet === name,
    title,
    closeLabel: t('play.close'),
    onClose: () => setSheet(null),
  })
  const [soundOn, setSoundOn] = useState(false)
  // The reality check; while it asks, spins and autoplay wait.
  const reality = useRealityCheck({ protection: info.protection, t, onEnd: onExpired })
  // After the idle time the game pauses for the password instead of failing a spin.
  const reauth = useReauthPrompt({ api, t, idleMinutes: info.protection.reauthIdleMinutes ?? null })
  const play = useSpin({ info, api, t, reality, reauth, onExpired })
  const { balance, round, turningFrom, busy, notice, offer, moment, sound } = play
  const [auto, setAuto] = useAutoplay({
    t,
    balance,
    bet,
    paused: busy || moment !== null || reality.asking || reauth.asking,
    spin: play.spin,
    setNotice: play.setNotice,
  })

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

  const spin = () => void play.spin(bet)
  const locked = busy || auto !== null
  const status = !stopped ? t('play.spinning') : !round ? t('play.ready') : statusOf(t, round, kind)
  const countMs = celebrated && !reducedMotion() ? COUNT_UP_MS.win : 0

  return (
    <div
      class="game"
      data-title={game.slug}
      style={{ '--reels': reels, '--rows': model.rows, '--play-gap-ratio': GAP }}
    >
      <GameBar
        title={game.name}
        t={t}
        soundOn={soundOn}
        onSound={() => {
          sound.setEnabled(!soundOn)
          setSoundOn(!soundOn)
        }}
        onFairness={() => setSheet('fair')}
        onInfo={() => setSheet('info')}
      />

      <div class="machine">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a touch target; keyboards and screen readers have the Spin button */}
        <section class="stage" onClick={() => (locked ? undefined : spin())} aria-label={t('play.tapToSpin')}>
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
                onClick={() => void play.transferAndSpin(bet)}
              >
                {t('play.transferAndPlay', { amount: formatBRL(offer.wallet) })}
              </button>
            ) : null}
          </p>
        ) : null}

        <Controls
          t={t}
          balance={balance}
          roundId={round?.id ?? 0}
          win={round && stopped ? round.win : 0}
          kind={kind}
          celebrated={celebrated}
          countMs={countMs}
          bet={bet}
          sizes={bets.sizes}
          onBet={setBet}
          busy={busy}
          auto={auto}
          onStopAuto={() => setAuto(null)}
          onAutoplay={() => setSheet('auto')}
          onSpin={spin}
        />
      </div>

      {moment ? (
        <BigWin
          key={moment.round.id}
          kind={moment.kind}
          win={moment.round.win}
          bet={moment.round.bet}
          still={reducedMotion()}
          t={t}
          onCounted={play.counted}
          onDone={play.endMoment}
        />
      ) : null}

      <Sheet {...sheetProps('info', t('play.info'))}>
        <InfoContent info={info} bet={bet} t={t} />
      </Sheet>
      <Sheet {...sheetProps('fair', t('play.fair'))}>
        <FairnessContent
          api={api}
          t={t}
          slug={game.slug}
          seeds={play.seeds}
          revealed={revealed}
          lastRoundId={round?.id ?? null}
          onRotated={(rotation) => {
            play.setSeeds(rotation.seeds)
            setRevealed((list) => [rotation.revealed, ...list])
          }}
          busy={locked}
        />
      </Sheet>
      <Sheet {...sheetProps('auto', t('play.autoTitle'))}>
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
      {reauth.view}
    </div>
  )
}
