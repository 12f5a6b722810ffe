import { useCallback, useState } from 'react'
import { GAME_ID_PARAM } from '../../src/features/game-grid/routes'
import { useLate } from '../../src/features/loading/use-late'
import { type LoadResource, useResource } from '../../src/features/loading/use-resource'
import { useT } from '../../src/i18n/react'
import { Icon } from '../../src/ui/icons'
import { roundIconButton } from '../../src/ui/shared.styles'
import { ErrorState } from '../../src/ui/states'
import { useStyles } from '../../src/ui/styles'
import { back } from '../app/navigation'
import { useRouteQuery } from '../app/route-query'
import { api } from '../app/services'

/** index/in_game's answer: where the game runs, with a short-lived game session in the address. */
interface GameLaunch {
  url: string
}

const css = `
.ficha-frame { position: fixed; inset: 0; z-index: var(--ficha-z-bar); background: var(--ficha-navy); }
.ficha-frame__game { display: block; width: 100%; height: 100%; border: 0; }
.ficha-frame__exit {
  position: absolute;
  top: calc(env(safe-area-inset-top) + var(--ficha-space) * 2);
  left: calc(env(safe-area-inset-left) + var(--ficha-space) * 2);
  ${roundIconButton}
  background: var(--ficha-scrim);
  color: var(--ficha-text);
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

/** The game frame: the game full screen in an iframe, and a button back to where the player came from. */
export default function Framebox() {
  useStyles(css)
  const t = useT()
  const gameId = Number(useRouteQuery().get(GAME_ID_PARAM))
  const valid = Number.isInteger(gameId) && gameId > 0
  const launch = useCallback<LoadResource<GameLaunch>>(
    (signal) =>
      valid
        ? api.request<GameLaunch>({
            url: 'index/in_game',
            method: 'POST',
            data: { id: gameId },
            signal,
            silent: true,
          })
        : Promise.reject(new Error(t('frame.notFound'))),
    [gameId, valid, t],
  )
  const game = useResource(launch)
  const [shown, setShown] = useState<string | null>(null)
  const url = game.data?.url
  const opening = game.status !== 'error' && shown !== url
  const late = useLate(opening)

  return (
    <div className="ficha-frame">
      {url ? (
        <iframe
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
      {game.status === 'error' ? (
        <div className="ficha-frame__error">
          <ErrorState text={game.error} onRetry={valid ? game.reload : undefined} />
        </div>
      ) : null}
      <button type="button" className="ficha-frame__exit" aria-label={t('frame.exit')} onClick={back}>
        <Icon name="back" />
      </button>
    </div>
  )
}
