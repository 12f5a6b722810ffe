import { useStore } from '@nanostores/react'
import { refreshBalances, setGameBalance } from '@portal/app/balance'
import { HeaderMoney } from '@portal/app/HeaderMoney'
import { Logo } from '@portal/app/NavBar'
import { back } from '@portal/app/navigation'
import { usePageTitle } from '@portal/app/page-title'
import { API_BASE, api } from '@portal/app/services'
import { GAME_TOKEN_HEADER } from '@src/constants'
import type { CrashBet, CrashInfo } from '@src/contract/crash'
import { CRASH_GAME_SLUG } from '@src/contract/crash-values'
import { applyBalances } from '@src/features/auth/session'
import { BetSlot } from '@src/features/crash/BetSlot'
import { CurveStage } from '@src/features/crash/CurveStage'
import { crashCss } from '@src/features/crash/crash.styles'
import { type CrashFeedState, createCrashFeed } from '@src/features/crash/crash-feed'
import { LiveBets } from '@src/features/crash/LiveBets'
import { type CrashCalls, useBetSlot } from '@src/features/crash/use-bet-slot'
import { useLate } from '@src/features/loading/use-late'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { usePageVisible } from '@src/features/motion/use-motion'
import { IdentityPendingState, useIdentityPending } from '@src/features/protection/IdentityPending'
import { useRealityCheck } from '@src/features/protection/RealityCheck'
import { $lang } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { Icon } from '@src/ui/icons'
import { ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

/** bet/stream: the crash game's phases, bets and cash-outs come on the live feed's one stream. */
const STREAM_URL = `${API_BASE.replace(/\/*$/, '/')}bet/stream`

interface CrashSession {
  /** The game session's token: crash/bet, crash/cashout and crash/mine go with it. */
  token: string
  /** crash/info: the game's id and the reality check's data; null when it could not be read. */
  info: CrashInfo | null
}

/**
 * Opens the crash game as the slots open: index/in_game (the play gate: limits, breaks, identity) answers the
 * game page's address with a single-use launch token, which game/open trades for a game session. Bets then
 * go with that session's token; opening may have moved the wallet into the game balance.
 */
const openSession: LoadResource<CrashSession> = async (signal) => {
  const { url } = await api.post('index/in_game', { slug: CRASH_GAME_SLUG }, { signal, silent: true })
  const launch = new URLSearchParams(new URL(url, location.href).hash.slice(1)).get('launch') ?? ''
  const { token } = await api.post('game/open', { launch }, { signal, silent: true, isToken: false })
  const headers = { [GAME_TOKEN_HEADER]: token }
  const info = await api
    .post('crash/info', undefined, { signal, silent: true, headers })
    .catch((error: unknown) => {
      if (signal.aborted) throw error
      return null
    })
  void refreshBalances()
  return { token, info }
}

const loadState = () => api.post('crash/state', undefined, { silent: true })

/** The crash game's live state, connected while the tab is visible. */
function useCrashFeed() {
  const lang = useStore($lang)
  const feed = useMemo(() => createCrashFeed({ streamUrl: STREAM_URL, load: loadState, lang }), [lang])
  const [state, setState] = useState<CrashFeedState>()
  const visible = usePageVisible()
  useEffect(() => feed.subscribe(setState), [feed])
  useEffect(() => {
    if (!visible) return
    feed.start()
    return () => feed.stop()
  }, [feed, visible])
  return { feed, state }
}

function RecentPoints({ recent }: { recent: CrashFeedState['recent'] }) {
  const t = useT()
  if (recent.length === 0) return null
  return (
    <ol className="ficha-crash__recent" aria-label={t('crash.recent')}>
      {recent.map((point) => (
        <li key={point.round} data-high={point.crashPoint >= 200 || undefined}>
          {`${(point.crashPoint / 100).toFixed(2).replace('.', ',')}×`}
        </li>
      ))}
    </ol>
  )
}

interface GameProps {
  session: CrashSession
  state: CrashFeedState
  now: () => number
  onLeave: () => void
}

/** The game once the session and the first state are there: the curve, the two slots, everyone's bets. */
function CrashGame({ session, state, now, onLeave }: GameProps) {
  const t = useT()
  const [ended, setEnded] = useState<string | null>(null)
  const frames = useRef(new Set<(hundredths: number) => void>())
  const onFrame = useCallback((hundredths: number) => {
    for (const listener of frames.current) listener(hundredths)
  }, [])
  const listen = useCallback((listener: (hundredths: number) => void) => {
    frames.current.add(listener)
    return () => {
      frames.current.delete(listener)
    }
  }, [])

  const calls = useMemo<CrashCalls>(() => {
    const headers = { [GAME_TOKEN_HEADER]: session.token }
    return {
      bet: (body) => api.post('crash/bet', body, { headers }),
      cashout: (body) => api.post('crash/cashout', body, { headers }),
      mine: () => api.post('crash/mine', {}, { headers, silent: true }),
    }
  }, [session.token])

  // Each settled bet adds to the session's net result, which the reality check shows.
  const addToNet = useRef<(net: number) => void>(() => undefined)
  const onSettled = useCallback((bet: CrashBet) => {
    addToNet.current(bet.win - bet.bet)
    // An automatic cash-out pays without a call of ours: the header's money is read again.
    if (bet.state === 'cashed') void refreshBalances()
  }, [])
  const slotOptions = {
    calls,
    round: state.round,
    bets: state.bets,
    now,
    onBalance: setGameBalance,
    onSettled,
    onEnded: setEnded,
  }
  const slots = [useBetSlot({ slot: 1, ...slotOptions }), useBetSlot({ slot: 2, ...slotOptions })] as const
  const mine = new Set<number>()
  let inFlight = false
  for (const { status } of slots) {
    if (status.kind === 'open' || status.kind === 'cashing') {
      mine.add(status.bet.id)
      inFlight = true
    }
    if (status.kind === 'idle' && status.result) mine.add(status.result.id)
  }
  // The check waits while one of the player's bets is staked: it asks at the next pause, never mid-flight.
  const reality = useRealityCheck({
    protection: session.info?.protection ?? null,
    mayAsk: !inFlight,
    onEnd: setEnded,
    onStop: onLeave,
  })
  addToNet.current = reality.settled

  if (ended)
    return (
      <div className="ficha-crash__state">
        <ErrorState text={ended} onRetry={onLeave} retryText={t('crash.leave')} />
      </div>
    )

  const mayBet = state.enabled && !reality.asking && state.round !== null
  return (
    <>
      <div className="ficha-crash__main">
        <RecentPoints recent={state.recent} />
        <CurveStage round={state.round} now={now} onFrame={onFrame} />
        {state.enabled ? null : (
          <p className="ficha-crash-slot__note" role="status">
            {t('code.2000')}
          </p>
        )}
        <div className="ficha-crash__slots">
          {slots.map((slot, index) => (
            <BetSlot
              key={index === 0 ? 'one' : 'two'}
              slot={index === 0 ? 1 : 2}
              status={slot.status}
              round={state.round}
              minBet={state.minBet}
              maxBet={state.maxBet}
              mayBet={mayBet}
              onBet={slot.bet}
              onCancel={slot.cancel}
              onCashOut={slot.cashOut}
              listen={listen}
            />
          ))}
        </div>
      </div>
      <LiveBets round={state.round} bets={state.bets} mine={mine} />
      {reality.view}
    </>
  )
}

/**
 * /pages/jogos/crash/index: the crash game, a portal page of its own (the slots run in the game frame).
 * Its own bar as the game frame has (back, the chip, the money); leaving ends the game session
 * (index/out_game), which with automatic transfer brings the game balance home.
 */
export default function CrashPage() {
  useStyles(crashCss)
  const t = useT()
  usePageTitle(t('crash.title'))
  const identityPending = useIdentityPending()
  const session = useResource(openSession)
  const { feed, state } = useCrashFeed()
  const gameId = session.data?.info?.gameId
  const left = useRef(false)
  const leave = useCallback(
    () =>
      api
        .post('index/out_game', gameId ? { id: gameId } : {}, { silent: true })
        .then(applyBalances, () => undefined),
    [gameId],
  )
  const leaveRef = useRef(leave)
  leaveRef.current = leave
  useEffect(
    () => () => {
      if (!left.current) void leaveRef.current()
    },
    [],
  )
  const exit = useCallback(() => {
    left.current = true
    void leave().then(back)
  }, [leave])

  const ready = session.data !== undefined && state?.status === 'ready'
  const late = useLate(!ready)
  const failed = session.status === 'error' ? session.error : state?.status === 'error' ? state.error : null
  return (
    <div className="ficha-crash">
      <header className="ficha-crash__bar">
        <button type="button" className="ficha-crash__exit" aria-label={t('frame.exit')} onClick={exit}>
          <Icon name="back" />
        </button>
        <Logo />
        <div className="ficha-crash__money">
          <HeaderMoney />
        </div>
      </header>
      <div className="ficha-crash__body">
        {failed !== null && failed !== undefined ? (
          <div className="ficha-crash__state">
            {identityPending ? (
              <IdentityPendingState />
            ) : (
              <ErrorState
                text={failed}
                onRetry={() => {
                  if (session.status === 'error') void session.reload().catch(() => undefined)
                  feed.retry()
                }}
              />
            )}
          </div>
        ) : session.data && state && state.status === 'ready' ? (
          <CrashGame session={session.data} state={state} now={feed.now} onLeave={exit} />
        ) : late ? (
          <div className="ficha-crash__main">
            <SkeletonList rows={3} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
