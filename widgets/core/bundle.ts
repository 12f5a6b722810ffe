import { type CatalogueLoader, setCatalogueLoader } from './i18n'

// Where this bundle was loaded from; the API and the portal are found beside it unless an element says.
let scriptUrl: string | undefined

/**
 * Called once by each entry (the classic script, or an element's ES module) before it defines elements:
 * the script's own URL and how it fetches catalogues.
 */
export function setupBundle(url: string | undefined, catalogues: CatalogueLoader): void {
  scriptUrl = url
  setCatalogueLoader(catalogues)
}

/** `api-base`, else /api/ on the server the script came from (…/widgets/ficha.js -> …/api/). */
export const resolveApiBase = (attribute: string | undefined): string =>
  attribute || (scriptUrl ? new URL('../api/', scriptUrl).href : '/api/')

/** The full address of a file published beside the bundle (dist/widgets/), such as a shared lazy module. */
export const bundleFile = (name: string): string =>
  new URL(name, scriptUrl ?? new URL('/widgets/', location.href)).href

/** `portal-url`, else the portal at the root of the server the script came from. */
export const resolvePortalUrl = (attribute: string | undefined): string =>
  attribute || (scriptUrl ? new URL('../', scriptUrl).href : '/')
