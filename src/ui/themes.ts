import type { BrandColorToken, BrandTheme } from '../contract/brand-values'

/**
 * The themes an operator chooses from (BRAND_THEME): each is a set of colour token values, never component
 * code (`--ficha-<token>`, src/ui/tokens.ts). Every theme keeps WCAG AA for text on its surfaces (checked by
 * server/services/brand.ts at start and by axe in the browser tests).
 */
export const THEMES: Record<BrandTheme, Record<BrandColorToken, string>> = {
  /** The spec's palette: navy bars, the yellow accent, the blue page. */
  default: {
    navy: '#003069',
    accent: '#facf20',
    'on-accent': '#003069',
    bg: '#4e73df',
    surface: '#1f3f8f',
    'surface-sunken': '#18357a',
    'surface-raised': '#2b4da3',
    profit: '#4ade80',
    loss: '#ffb4ab',
  },
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

/** The system font stack every theme ends with: no web font is downloaded. */
export const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif"
