import { BRAND_COLOR_TOKENS, BRAND_THEMES, type BrandColorToken } from '@src/contract/brand-values'
import type { Brand } from '@src/contract/content'
import { THEMES } from '@src/ui/themes'
import { tokensCss } from '@src/ui/tokens'

/** WCAG AA for body text. */
const AA = 4.5

const HEX = /^#[0-9a-f]{6}$/i

/** A colour's relative luminance (WCAG 2). */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/** `#rrggbb` of white at `alpha` over `ground`: the secondary text token is white at 70 %. */
const whiteOver = (alpha: number, ground: string): string =>
  `#${[1, 3, 5]
    .map((at) =>
      Math.round(255 * alpha + Number.parseInt(ground.slice(at, at + 2), 16) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/**
 * The text-on-ground pairs every theme keeps at AA: secondary text, the accent, profit and loss on the cards
 * and on the bars, and the accent's own label.
 */
const textPairs = (colors: Record<BrandColorToken, string>): [string, string, string][] => [
  ...(['surface', 'navy'] as const).flatMap((ground): [string, string, string][] => [
    [`secondary text on ${ground}`, whiteOver(0.7, colors[ground]), colors[ground]],
    ...(['accent', 'profit', 'loss'] as const).map((token): [string, string, string] => [
      `${token} on ${ground}`,
      colors[token],
      colors[ground],
    ]),
  ]),
  ['on-accent on accent', colors['on-accent'], colors.accent],
]

/** The tokens' own colour (the spec's palette, the default theme), read from the one place it is written. */
const specColor = (token: BrandColorToken): string => {
  const value = new RegExp(`--ficha-${token}: ([^;]+);`).exec(tokensCss)?.[1] ?? ''
  const named = /^var\(--ficha-([\w-]+)\)$/.exec(value)?.[1]
  const color = named ? specColor(named as BrandColorToken) : value
  if (!HEX.test(color)) throw new Error(`src/ui/tokens.ts: --ficha-${token} is not a #rrggbb colour`)
  return color
}
const SPEC_PALETTE = Object.fromEntries(
  BRAND_COLOR_TOKENS.map((token) => [token, specColor(token)]),
) as Record<BrandColorToken, string>

/** BRAND_COLORS: `token:#rrggbb` pairs, comma-separated, over the theme's. */
const parseColors = (value: string | undefined): Brand['colors'] => {
  const colors: Brand['colors'] = {}
  for (const entry of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [token = '', color = ''] = entry.split(':').map((part) => part.trim())
    if (!(BRAND_COLOR_TOKENS as readonly string[]).includes(token))
      throw new Error(`BRAND_COLORS: ${token} is not a colour token (${BRAND_COLOR_TOKENS.join(', ')})`)
    if (!HEX.test(color)) throw new Error(`BRAND_COLORS: ${token} must be a colour as #rrggbb, not ${color}`)
    colors[token as BrandColorToken] = color.toLowerCase()
  }
  return colors
}

/** Font family names and generic families, quoted or not: nothing that could end the CSS declaration. */
const FONT_LIST = /^[\w\s'",-]+$/

/** The operator's brand from BRAND_THEME, BRAND_COLORS, BRAND_FONT and BRAND_LOGO_URL, refused when text would fall below AA. */
export function loadBrand(env: Record<string, string | undefined>): Brand {
  const theme = env.BRAND_THEME || 'default'
  if (!(BRAND_THEMES as readonly string[]).includes(theme))
    throw new Error(`BRAND_THEME must be ${BRAND_THEMES.join(' or ')}, not ${theme}`)
  const brand: Brand = { theme: theme as Brand['theme'], colors: parseColors(env.BRAND_COLORS) }
  const colors = { ...SPEC_PALETTE, ...THEMES[brand.theme], ...brand.colors }
  for (const [pair, text, ground] of textPairs(colors)) {
    const ratio = contrast(text, ground)
    if (ratio < AA)
      throw new Error(
        `BRAND_COLORS: ${pair} is ${ratio.toFixed(2)}:1, below WCAG AA (4.5:1); choose colours further apart`,
      )
  }
  const font = env.BRAND_FONT?.trim()
  if (font) {
    if (!FONT_LIST.test(font)) throw new Error(`BRAND_FONT must be a list of font family names, not ${font}`)
    brand.font = font
  }
  const logo = env.BRAND_LOGO_URL?.trim()
  if (logo) {
    if (!logo.startsWith('/') && !URL.canParse(logo))
      throw new Error('BRAND_LOGO_URL must be a path on this server (/...) or an https:// address')
    if (!logo.startsWith('/') && new URL(logo).protocol !== 'https:')
      throw new Error('BRAND_LOGO_URL must be a path on this server (/...) or an https:// address')
    brand.logoUrl = logo
  }
  return brand
}
