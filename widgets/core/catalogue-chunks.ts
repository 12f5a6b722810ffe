import type { CatalogueLoader } from './i18n'

/** The ES module builds: each catalogue is a lazy chunk next to the element's module. */
export const loadCatalogueChunk: CatalogueLoader = (lang) =>
  ({
    en: () => import('../../locales/en.json'),
    sw: () => import('../../locales/sw.json'),
    pt: () => import('../../locales/pt.json'),
  })
    [lang]()
    .then((module) => module.default)
