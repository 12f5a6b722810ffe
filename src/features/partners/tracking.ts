/**
 * The partner click this browser carries to the sign-up (docs/partners.md, Tracking): the id partner/click
 * gave for the last tracked link or element the visitor came through, kept in this origin's storage until
 * a registration takes it. Only the last click is kept: a newer one replaces it.
 */
const CLICK_KEY = 'ficha-click'

/** The kept click id, if any (no storage, none). */
export const storedClick = (): string | undefined => {
  try {
    return localStorage.getItem(CLICK_KEY) ?? undefined
  } catch {
    return undefined
  }
}

/** Keeps `click` as the last click (or forgets it with undefined, once a registration took it). */
export const keepClick = (click?: string): void => {
  try {
    click ? localStorage.setItem(CLICK_KEY, click) : localStorage.removeItem(CLICK_KEY)
  } catch {
    // No storage: the sign-up goes without a click.
  }
}
