/** @jsxImportSource preact */
import type { JSX } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import type { Translate } from '../src/i18n/translator'
import { type GameApi, GameError } from './api'
import './reality-check.css'

export interface ReauthPrompt {
  /** True while the game waits for the password: spins and autoplay wait with it. */
  asking: boolean
  /** The server answered 1030 (REAUTH_IDLE_MINUTES idle): pause, ask, then run `resume` (the refused action). */
  ask: (resume: () => void) => void
  /** Whether the page itself saw no play for REAUTH_IDLE_MINUTES: ask before sending the next spin. */
  idle: () => boolean
  /** A game call answered: play is activity. */
  touch: () => void
  view: JSX.Element | null
}

/**
 * Re-authentication in the game: after the login session's idle time the server refuses the
 * next game call with 1030; the game pauses with this prompt instead of failing the spin, sends the
 * password to game/reauth, and plays the refused spin again (same id, so never twice).
 */
export function useReauthPrompt({
  api,
  t,
  idleMinutes,
}: {
  api: GameApi
  t: Translate
  idleMinutes: number | null
}): ReauthPrompt {
  const lastActive = useRef(Date.now())
  const [resume, setResume] = useState<(() => void) | null>(null)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const asking = resume !== null

  useEffect(() => {
    const element = dialog.current
    if (asking && element && !element.open) element.showModal()
  }, [asking])

  const submit = async (event: Event) => {
    event.preventDefault()
    if (sending || !resume) return
    setSending(true)
    setError(null)
    try {
      await api.call('reauth', { password })
      lastActive.current = Date.now()
      dialog.current?.close()
      setPassword('')
      setResume(null)
      resume()
    } catch (failure) {
      setError(failure instanceof GameError ? failure.message : t('play.failed'))
    } finally {
      setSending(false)
    }
  }

  const view = asking ? (
    <dialog
      ref={dialog}
      class="reality"
      aria-labelledby="reauth-title"
      data-testid="game-reauth"
      // Escape must not dismiss it: play waits for the password.
      onCancel={(event) => event.preventDefault()}
    >
      <form onSubmit={submit}>
        <h2 id="reauth-title" class="reality__title">
          {t('play.reauth.title')}
        </h2>
        <p class="reality__text">{t('play.reauth.text')}</p>
        <label class="reauth__field">
          <span>{t('play.reauth.password')}</span>
          <input
            type="password"
            autocomplete="current-password"
            value={password}
            onInput={(event) => setPassword(event.currentTarget.value)}
            required
          />
        </label>
        {error ? (
          <p class="reauth__error" role="alert">
            {error}
          </p>
        ) : null}
        <div class="reality__actions">
          <button type="submit" class="button button--primary" disabled={sending || !password}>
            {t('play.reauth.resume')}
          </button>
        </div>
      </form>
    </dialog>
  ) : null

  return {
    asking,
    ask: (next) => setResume(() => next),
    idle: () => idleMinutes !== null && Date.now() - lastActive.current >= idleMinutes * 60_000,
    touch: () => {
      lastActive.current = Date.now()
    },
    view,
  }
}
