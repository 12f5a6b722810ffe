import { useCallback, useEffect, useRef, useState } from 'react'
import {
  GAME_BALANCE_MESSAGE,
  type GameBalanceMessage,
  LOBBY_RETURN_PARAM,
} from '../../src/contract/game-frame'
import { applyBalances } from '../../src/features/auth/session'
import { GAME_ID_PARAM } from '../../src/features/game-grid/routes'
import { useLate } from '../../src/features/loading/use-late'
import { type LoadResource, useResource } from '../../src/features/loading/use-resource'
import { IdentityPendingState, useIdentityPending } from '../../src/features/protection/IdentityPending'
import { LEAVE_GAME_MESSAGE } from '../../src/features/protection/leave-game'
import { useT } from '../../src/i18n/react'
import { Icon } from '../../src/ui/icons'
import { roundIconButton } from '../../src/ui/shared.styles'
import { ErrorState } from '../../src/ui/states'
import { useStyles } from '../../src/ui/styles'
import { refreshBalances, setGameBalance } from '../app/balance'
import { HeaderMoney } from '../app/HeaderMoney'
import { Logo } from '../app/NavBar'
import { back, reLaunch } from '../app/navigation'
import { useRouteQuery } from '../app/route-query'
import { HOME_ROUTE } from '../app/routes'
import { api } from '../app/services'

/** index/in_game's answer: where the game runs, with a short-lived game session in the address. */
interface GameLaunch {
  url: string
}

const css = `
.ficha-frame {
  position: fixed;
  inset: 0;
  z-index: var(--ficha-z-bar);
  display: flex;
  flex-direction: column;
  background: var(--ficha-navy);
}
.ficha-frame__bar {
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 2);
  flex: none;
  height: calc(var(--ficha-bar-height) + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) max(var(--ficha-space) * 2, env(safe-area-inset-right)) 0
    max(var(--ficha-space), env(safe-area-inset-left));
}
.ficha-frame__bar .ficha-logo { display: flex; }
/* A phone's bar has room for the chip, the balance and Depositar; the name comes back on desktop. */
@media (max-width: 1023.98px) { .ficha-frame__bar .ficha-logo__name { display: none; } }
.ficha-frame__money { margin-left: auto; }
.ficha-frame__exit {
  ${roundIconButton}
  flex: none;
  background: transparent;
  color: var(--ficha-text);
}
.ficha-frame__stage { position: relative; flex: 1; display: grid; place-items: center; min-height: 0; }
.ficha-frame__box { position: relative; width: 100%; height: 100%; }
.ficha-frame__game { display: block; width: 100%; height: 100%; border: 0; }
/* Desktop: the game in a 16:9 frame, as large as fits under the bar. */
@media (min-width: 1024px) {
  .ficha-frame { background: radial-gradient(ellipse at 50% 40%, var(--ficha-surface), var(--ficha-navy) 70%); }
  .ficha-frame__bar { padding-left: calc(var(--ficha-space) * 4); padding-right: calc(var(--ficha-space) * 6); }
  .ficha-frame__stage { padding: calc(var(--ficha-space) * 4); }
  .ficha-frame__box {
    width: min(100%, calc((100dvh - var(--ficha-bar-height) - var(--ficha-space) * 8) * 16 / 9));
    height: auto;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: var(--ficha-radius);
    box-shadow: var(--ficha-shadow);
  }
}
.ficha-frame__status {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: calc(var(--ficha-space) * 4);
  color: var(--ficha-text-muted);
  pointer-events: none;
}
.ficha-frame__error { position: absolute; inset: 0; display: grid; place-items: center; padding: calc(var(--ficha-space) * 4); }
`

/**
 * The game frame: the game full screen in an iframe, and a button back to where the player came from.
 * Leaving it tells the server (index/out_game), which ends the game and, with automatic transfer, moves the
 * game balance back to the wallet.
 */
export default function Framebox() {
  useStyles(css)
  const t = useT()
  const identityPending = useIdentityPending()
  const query = useRouteQuery()
  const gameId = Number(query.get(GAME_ID_PARAM))
  const valid = Number.isInteger(gameId) && gameId > 0
  const returning = query.has(LOBBY_RETURN_PARAM)
  // Not keyed on the language: a language arriving after the launch must not launch the game again.
  const launch = useCallback<LoadResource<GameLaunch>>(
    (signal) =>
      valid && !returning
        ? api.post('index/in_game', { id: gameId }, { signal, silent: true })
        : Promise.reject(new Error()),
    [gameId, valid, returning],
  )
  const game = useResource(launch)
  const frame = useRef<HTMLIFrameElement>(null)
  // The player stopped playing at the reality check: the game closes, back where they came from.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && event.data === LEAVE_GAME_MESSAGE) back()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])
  // Leaving the frame ends the game: with automatic transfer its balance goes back to the wallet. The exit
  // button waits for it, so the next page shows the wallet with the money back, and marks it sent; any other
  // way out (the browser's back, the reality check) sends it on the way as the page goes.
  const leave = useCallback(
    () => api.post('index/out_game', { id: gameId }, { silent: true }).then(applyBalances, () => undefined),
    [gameId],
  )
  const left = useRef(false)
  useEffect(
    () => () => {
      if (valid && !left.current) void leave()
    },
    [valid, leave],
  )
  // A provider game's own lobby link lands here (its lobby URL, index/in_game). Inside the game's frame, it
  // asks the frame around it to close the game; on its own (the link took the whole window) it ends the game
  // itself, which brings the game balance home, and opens the lobby.
  useEffect(() => {
    if (!returning) return
    left.current = true
    if (window.parent !== window) window.parent.postMessage(LEAVE_GAME_MESSAGE, location.origin)
    else if (valid) void leave().then(() => reLaunch(HOME_ROUTE))
    else reLaunch(HOME_ROUTE)
  }, [returning, valid, leave])
  const [shown, setShown] = useState<string | null>(null)
  const url = game.data?.url
  const opening = game.status !== 'error' && shown !== url
  const late = useLate(opening)

  // The game page tells its new game balance after each round: the header's balance follows live. Only
  // this frame's page, from the game's own origin, is heard.
  useEffect(() => {
    if (!url) return
    const origin = new URL(url, location.href).origin
    let opened = false
    const onMessage = (event: MessageEvent<GameBalanceMessage>) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return
      if (event.data?.type !== GAME_BALANCE_MESSAGE || !Number.isSafeInteger(event.data.game)) return
      // The first word comes once the game has opened, which may have moved money from the wallet to the
      // game balance: both are read again. After that only rounds change it.
      if (opened) setGameBalance(event.data.game)
      else void refreshBalances()
      opened = true
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [url])

  return (
    <div className="ficha-frame">
      <header className="ficha-frame__bar">
        <button
          type="button"
          className="ficha-frame__exit"
          aria-label={t('frame.exit')}
          onClick={() => {
            left.current = true
            const leaving = valid ? leave() : Promise.resolve()
            void leaving.then(back)
          }}
        >
          <Icon name="back" />
        </button>
        <Logo />
        <div className="ficha-frame__money">
          <HeaderMoney />
        </div>
      </header>
      <div className="ficha-frame__stage">
        <div className="ficha-frame__box">
          {url ? (
            <iframe
              ref={frame}
              className="ficha-frame__game"
              src={url}
              title={t('title.framebox')}
              allow="autoplay; fullscreen"
              onLoad={() => setShown(url)}
            />
          ) : null}
          {opening && late ? (
            <p className="ficha-frame__status" role="status">
              {t('frame.loading')}
            </p>
          ) : null}
          {game.status === 'error' && !returning ? (
            <div className="ficha-frame__error">
              {/* Retrying cannot help while the identity check is open: say what happens next instead. */}
              {identityPending ? (
                <IdentityPendingState />
              ) : (
                <ErrorState
                  text={valid ? game.error : t('frame.notFound')}
                  onRetry={valid ? game.reload : undefined}
                />
              )}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
