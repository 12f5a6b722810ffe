import type { CatalogueLoader } from './i18n'

/**
 * The classic script cannot split into chunks, so its catalogues are JSON files published beside it
 * (dist/widgets/locales/<lang>.json, cut down to the keys the elements use) and fetched when an element
 * first needs one. Under a CSP the widget server must be in connect-src, as it is for the API.
 */
export const catalogueFiles =
  (scriptUrl: string): CatalogueLoader =>
  async (lang) => {
    const response = await fetch(new URL(`locales/${lang}.json`, scriptUrl))
    if (!response.ok) throw new Error(`Catalogue ${lang}: HTTP ${response.status}`)
    return response.json()
  }
