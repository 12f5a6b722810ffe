/**
 * The operator's brand (BRAND_THEME, BRAND_COLORS), in a module of plain values so that the portal and the
 * game page read it without bundling TypeBox (src/contract/content.ts).
 */
export const BRAND_THEMES = ['default', 'casino'] as const
export type BrandTheme = (typeof BRAND_THEMES)[number]

/** The colour tokens an operator may set (each a `--ficha-<name>` custom property, src/ui/tokens.ts). */
export const BRAND_COLOR_TOKENS = [
  'navy',
  'accent',
  'on-accent',
  'bg',
  'surface',
  'surface-sunken',
  'surface-raised',
  'profit',
  'loss',
] as const
export type BrandColorToken = (typeof BRAND_COLOR_TOKENS)[number]
