/** The pages the spec lets a visitor open without a token, home aside (the gate's whitelist, spec §2). */
export const SPEC_PUBLIC_PAGES = [
  '/pages/first-storage/index',
  '/pages/return-cash/index',
  '/pages/telegram/index',
  '/pages/buddy/index',
  '/pages/jogos/game-details/index',
  '/pages/jogos/login',
]
