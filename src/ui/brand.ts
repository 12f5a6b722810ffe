import { BRAND_COLOR_TOKENS } from '../contract/brand-values'
import type { Brand } from '../contract/content'
import { THEMES } from './themes'

/** The operator's brand as a page shows it: the web config's `brand` and its `siteName`. */
export interface ShownBrand extends Brand {
  name: string
}

/** Where the portal keeps the last brand it was given, so a return visit paints in it before the web config arrives. */
const STORAGE_KEY = 'ficha:brand'

/** The brand's `--ficha-*` custom properties: the theme's colours, the operator's over them, the typeface. */
function brandProperties(brand: Brand): [string, string][] {
  const colors = { ...THEMES[brand.theme], ...brand.colors }
  const properties = Object.entries(colors).map(([token, value]): [string, string] => [
    `--ficha-${token}`,
    value,
  ])
  // The operator's families, then the system's own interface font: nothing is downloaded.
  if (brand.font) properties.push(['--ficha-font', `${brand.font}, system-ui, sans-serif`])
  return properties
}

/** Sets the brand's tokens on the document (over the stylesheet's :root defaults). */
export function applyBrand(brand: Brand, root: HTMLElement = document.documentElement): void {
  // What an earlier brand set and this one does not (a theme changed back, a typeface removed) must not stay.
  for (const token of [...BRAND_COLOR_TOKENS, 'font']) root.style.removeProperty(`--ficha-${token}`)
  for (const [name, value] of brandProperties(brand)) root.style.setProperty(name, value)
  root.dataset.theme = brand.theme
}

/** The brand this browser was last given on this origin, or null (first visit, storage blocked). */
export function storedBrand(): ShownBrand | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')
  } catch {
    return null
  }
}

export function rememberBrand(brand: ShownBrand): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(brand))
  } catch {
    // Storage blocked: the next visit paints in the default theme until the web config arrives.
  }
}
