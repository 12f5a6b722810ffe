import type { Translate } from './translator'

/**
 * `translate` with `{{brand}}` filled: the operator's name (BRAND_NAME, the web config's siteName) wherever a
 * text names it, else the catalogue's own app.name. The portal's, the console's and the server's texts go
 * through it (the widgets name no operator: their bundles stay clear of it).
 */
export const withBrand =
  (translate: Translate, brand: string | undefined): Translate =>
  (key, params) =>
    translate(key, { brand: brand || translate('app.name'), ...params })
