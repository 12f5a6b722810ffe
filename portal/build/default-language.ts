import type { Plugin, Rollup } from 'vite'
import { DEFAULT_LANG } from '../../src/i18n/languages'
import { shellTextsId } from './catalogue-parts'

/**
 * The chunk of the default language's first-route texts (locales/zh.json, cut by catalogue-parts.ts): a first visit stores no language, so it
 * is what the portal awaits before its first render (src/i18n/index.ts), and the fallback of every text.
 */
export function defaultLanguageChunk(bundle: Rollup.OutputBundle): Rollup.OutputChunk {
  const chunk = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk =>
      file.type === 'chunk' && file.facadeModuleId === shellTextsId(DEFAULT_LANG),
  )
  if (!chunk) throw new Error(`the portal build has no chunk of locales/${DEFAULT_LANG}.json`)
  return chunk
}

/**
 * Vite plugin: index.html preloads the default language's catalogue beside the entry's own scripts, so that
 * on a first visit it downloads while they do, not after they have run. A returning player has it cached
 * (the first visit fetched it, and the service worker keeps it).
 */
export const preloadDefaultLanguage = (): Plugin => ({
  name: 'ficha-preload-default-language',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      bundle
        ? [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `./${defaultLanguageChunk(bundle).fileName}`,
              },
              injectTo: 'head',
            },
          ]
        : [],
  },
})
