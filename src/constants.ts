/** The spec's business and UI constants (§5, §9), one place for the whole app. Durations in milliseconds. */

export const APP_VERSION = '1.1.0'

/** Verification codes: 6 digits by default, resend allowed after a 60 s countdown. */
export const CODE_LENGTH = 6
export const CODE_COUNTDOWN_SECONDS = 60

/** Passwords: the login password's length range and the withdrawal password's fixed digit count. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 64
export const PAY_PASSWORD_LENGTH = 6

/** Default maximum length of a textarea. */
export const TEXTAREA_MAX_LENGTH = 140

/** Toast 2500 ms (the spec's component default of 2000 ms is not used), notify 3000 ms. */
export const TOAST_DURATION_MS = 2500
export const NOTIFY_DURATION_MS = 3000
export const TOAST_Z_INDEX = 10090

/** Lazy pages: the loading state shows after 200 ms; a page or a chunk that takes longer fails. */
export const ASYNC_PAGE_DELAY_MS = 200
export const PAGE_TIMEOUT_MS = 60_000
export const CHUNK_TIMEOUT_MS = 120_000

/** The winner feed asks for 10 rows; its ticker scrolls up for 16 s, then restarts every 8 s. */
export const WINNER_FEED_COUNT = 10
export const WINNER_TICKER_SCROLL_MS = 16_000
export const WINNER_TICKER_INTERVAL_MS = 8_000

/** Back-to-top button: shown past 400 px of scroll, 100 px from the bottom, 20 px from the right. */
export const BACK_TO_TOP = { scrollTop: 400, bottom: 100, right: 20, durationMs: 100 } as const

/** Fade transitions, ease-out. */
export const TRANSITION_MS = 300

/** Relative times read 'just now' under 5 minutes. */
export const JUST_NOW_MS = 5 * 60_000

/** The header carrying the game session token on the game page's calls (game/*); never the login token. */
export const GAME_TOKEN_HEADER = 'game-token'
