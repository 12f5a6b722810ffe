import type { BrandColorToken, BrandTheme } from '../contract/brand-values'

/**
 * The themes an operator chooses from (BRAND_THEME): each is a set of colour token values over the tokens'
 * own (the spec's palette, src/ui/tokens.ts), never component code. Every theme keeps WCAG AA for text on its surfaces (checked by
 * server/services/content/brand.ts at start and by axe in the browser tests).
 */
export const THEMES: Record<BrandTheme, Partial<Record<BrandColorToken, string>>> = {
  /** The spec's palette: the tokens as they are. */
  default: {},
  /** A dark casino room: aubergine felt, gold accents. */
  casino: {
    navy: '#0d0716',
    accent: '#f5c542',
    'on-accent': '#1c1206',
    bg: '#170d24',
    surface: '#24153a',
    'surface-sunken': '#1b0f2c',
    'surface-raised': '#33204f',
    profit: '#4ade80',
    loss: '#ff9d92',
  },
}
