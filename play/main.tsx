/** @jsxImportSource preact */
import { render } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { Code } from '../src/contract/codes'
import type { GameInfo } from '../src/contract/game'
import { applyBrand, storedBrand } from '../src/ui/brand'
import { tokensCss } from '../src/ui/tokens'
import { createGameApi, GameError } from './api'
import { Game } from './Game'
import { forgetToken, readLaunch, storedToken, storeToken } from './session'
import { loadTranslator } from './texts'
import './play.css'

// The shared design tokens, the same as the portal's (operators override them in one place), as a
// constructed sheet: the page's CSP allows no inline <style>.
const tokens = new CSSStyleSheet()
tokens.replaceSync(tokensCss)
document.adoptedStyleSheets = [tokens, ...document.adoptedStyleSheets]
// The operator's theme, as the portal that opened the game last took it from the web config.
const brand = storedBrand()
if (brand) applyBrand(brand)

const launch = readLaunch()
document.documentElement.lang = launch.lang
const t = await loadTranslator(launch.lang)
const api = createGameApi({ lang: launch.lang, token: storedToken, t })
/** Placeholders only after this long, so a fast load never flashes them. */
const LATE_MS = 200

type Boot =
  | { state: 'loading' }
  | { state: 'ready'; info: GameInfo }
  /** The session is gone for good: the player opens the game again from the lobby. */
  | { state: 'closed'; message: string }
  | { state: 'error'; message: string }

/** Trades the launch token (once) for the game session, then loads the game. */
const start = async (): Promise<GameInfo> => {
  if (launch.launch) {
    const opened = await api.call('open', { launch: launch.launch })
    launch.launch = null
    storeToken(opened.token)
  }
  if (!storedToken()) throw new GameError(t('play.openFromLobby'), Code.GameSessionExpired)
  return api.call('info')
}

function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' })
  const [late, setLate] = useState(false)

  const load = () => {
    setBoot({ state: 'loading' })
    start().then(
      (info) => {
        document.title = info.game.name
        setBoot({ state: 'ready', info })
      },
      (error: unknown) => {
        const failure = error instanceof GameError ? error : new GameError(t('play.failed'), Code.ServerError)
        const closed = failure.code === Code.GameLinkInvalid || failure.code === Code.GameSessionExpired
        if (closed) forgetToken()
        setBoot({ state: closed ? 'closed' : 'error', message: failure.message })
      },
    )
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    load()
    const timer = setTimeout(() => setLate(true), LATE_MS)
    return () => clearTimeout(timer)
  }, [])

  if (boot.state === 'ready')
    return (
      <Game
        info={boot.info}
        api={api}
        t={t}
        onExpired={(message) => {
          forgetToken()
          setBoot({ state: 'closed', message })
        }}
      />
    )
  if (boot.state === 'loading') return late ? <p class="screen">{t('play.loading')}</p> : null
  return (
    <div class="screen" role="alert">
      <p>{boot.message}</p>
      {boot.state === 'error' ? (
        <button type="button" class="button button--primary" onClick={load}>
          {t('play.retry')}
        </button>
      ) : null}
    </div>
  )
}

const root = document.getElementById('game')
if (root) render(<App />, root)
