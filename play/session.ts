import type { Lang } from '../src/i18n/languages'
import { langOf } from './texts'

// sessionStorage: per tab, gone when the tab closes; a reload of the game keeps its session and any spin
// still waiting for its answer.
const TOKEN_KEY = 'ficha-play:token'
const LANG_KEY = 'ficha-play:lang'
const pendingKey = (gameId: number) => `ficha-play:pending:${gameId}`

const storage = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export interface Launch {
  /** The single-use launch token, when the page was just opened from the lobby. */
  launch: string | null
  lang: Lang
}

/** Reads the launch fragment and removes it from the address, so neither history nor a reload reuse it. */
export const readLaunch = (): Launch => {
  const fragment = new URLSearchParams(location.hash.slice(1))
  if (location.hash) history.replaceState(null, '', `${location.pathname}${location.search}`)
  const lang = langOf(fragment.get('lang') ?? storage()?.getItem(LANG_KEY))
  storage()?.setItem(LANG_KEY, lang)
  return { launch: fragment.get('launch'), lang }
}

export const storedToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null
export const storeToken = (token: string): void => storage()?.setItem(TOKEN_KEY, token)
export const forgetToken = (): void => storage()?.removeItem(TOKEN_KEY)

/** A spin sent and not yet answered: resent with the same id after a reload, so it settles exactly once. */
export interface PendingSpin {
  bet: number
  clientRoundId: string
}

export const pendingSpin = (gameId: number): PendingSpin | null => {
  const raw = storage()?.getItem(pendingKey(gameId))
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as PendingSpin
    return Number.isInteger(value.bet) && typeof value.clientRoundId === 'string' ? value : null
  } catch {
    return null
  }
}
export const rememberSpin = (gameId: number, spin: PendingSpin): void =>
  storage()?.setItem(pendingKey(gameId), JSON.stringify(spin))
export const forgetSpin = (gameId: number): void => storage()?.removeItem(pendingKey(gameId))
