import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { LANGS, type Lang } from '../../src/i18n/languages'
import type { Catalogue } from '../../src/i18n/translator'
import { pruneCatalogue, referencedKeys } from '../../widgets/build/catalogue-keys'
import { scanSource } from '../../widgets/build/source-scan'

const CATALOGUE = /[\\/]locales[\\/](zh|en|sw|pt)\.json$/
const PART = 'ficha-texts:'
const SHELL = 'shell'
/** The string a part's module holds until its texts are known (renderChunk), then its catalogue. */
const placeholder = (lang: Lang, owner: string) => `__ficha_texts__${lang}:${owner}__`
const PLACEHOLDER = /(["'`])__ficha_texts__(zh|en|sw|pt):(.+?)__\1/g

/** The module id of the default language's first-route part (portal/build/default-language.ts). */
export const shellTextsId = (lang: Lang) => `\0${PART}${SHELL}/${lang}`

/**
 * Vite plugin: each catalogue (locales/<lang>.json, one source file per language) cut by page at build. The
 * loaders of src/i18n/index.ts bring the texts the first route's modules name (what index.html preloads for
 * zh); every lazily loaded module (a page, the login popup, the toasts) awaits, before it runs, the part
 * of the texts its own modules name beyond those (loadTexts), so a first visit fetches its page's texts, not
 * every page's. The keys a module names are read as the widgets' build reads them
 * (widgets/build/catalogue-keys.ts): words of its strings, and prefixes of keys it builds.
 */
export const catalogueParts = (root: string): Plugin => {
  const lazy = new Set<string>()
  const catalogues = new Map<Lang, Catalogue>()
  const catalogue = (lang: Lang) => {
    let found = catalogues.get(lang)
    if (!found) {
      found = JSON.parse(readFileSync(`${root}/locales/${lang}.json`, 'utf8')) as Catalogue
      catalogues.set(lang, found)
    }
    return found
  }
  let parts: Map<string, (key: string) => boolean> | undefined
  return {
    name: 'ficha-catalogue-parts',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      lazy.clear()
      catalogues.clear()
      parts = undefined
    },
    async resolveId(source, importer) {
      if (source.startsWith(PART)) return `\0${source}`
      const lang = CATALOGUE.exec(source)?.[1] as Lang | undefined
      if (lang && importer?.includes('/src/i18n/')) return shellTextsId(lang)
      return null
    },
    load(id) {
      if (!id.startsWith(`\0${PART}`)) return null
      const [owner, lang] = [id.slice(PART.length + 1, -3), id.slice(-2) as Lang]
      return `export default ${JSON.stringify(placeholder(lang, owner))}`
    },
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return null
      // What this module imports lazily: each of those awaits its part (transformed after its importer).
      for (const [, specifier] of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        if (!specifier || CATALOGUE.test(specifier)) continue
        const resolved = await this.resolve(specifier, id)
        if (resolved && !resolved.id.includes('node_modules')) lazy.add(resolved.id)
      }
      // Modules found by import.meta.glob('dir/**/*.ext') (portal/app/pages.ts: every page) are lazy too.
      for (const [, dir, ext] of code.matchAll(
        /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"*]+)\/\*\*\/\*\.(\w+)['"]/g,
      )) {
        if (!dir || !ext) continue
        const base = resolve(dirname(id), dir)
        for (const file of readdirSync(base, { recursive: true, encoding: 'utf8' }))
          if (file.endsWith(`.${ext}`)) lazy.add(join(base, file))
      }
      if (!lazy.has(id)) return null
      // The part's name is the module's path in the project: the same on every machine.
      const owner = relative(root, id)
      const loaders = LANGS.map(
        (lang) => `${lang}: () => import(${JSON.stringify(`${PART}${owner}/${lang}`)})`,
      )
      return {
        code: `${code}\nimport { loadTexts as fichaLoadTexts } from ${JSON.stringify(`${root}/src/i18n/index.ts`)}\nawait fichaLoadTexts({ ${loaders.join(', ')} })\n`,
        map: null,
      }
    },
    renderChunk(code) {
      if (!code.includes('__ficha_texts__')) return null
      parts ??= keysByPart((id) => this.getModuleInfo(id), [...this.getModuleIds()], lazy, root)
      const known = parts
      return code.replace(PLACEHOLDER, (_match, _quote, lang: Lang, owner: string) => {
        const keep = known.get(owner)
        if (!keep) throw new Error(`no texts part for ${owner}`)
        return JSON.stringify(pruneCatalogue(catalogue(lang), keep))
      })
    },
  }
}

type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean } | null

/**
 * The modules that word a failed request's message (the API client, kept off the first route). Their
 * texts go in the first part: a message is worded when the request fails, and the failure that brings it (a
 * slow or lost network) is the one that keeps a lazy part from arriving, so the key stood in ("api.timeout").
 */
const ERROR_TEXTS = ['src/api/client.ts', 'src/api/messages.ts', 'src/api/session-expired.ts']

/**
 * Which keys each part carries: the shell's, the first route's and every request error's; a lazy module's,
 * its own beyond those. @public: the unit tests hand it a module graph.
 */
export function keysByPart(info: (id: string) => ModuleInfo, ids: string[], lazy: Set<string>, root: string) {
  const scans = new Map<string, ReturnType<typeof scanSource>>()
  const scanOf = (id: string) => {
    let scan = scans.get(id)
    if (!scan) {
      scan =
        /\.tsx?$/.test(id) && !id.includes('node_modules')
          ? scanSource(id, readFileSync(id, 'utf8'))
          : { css: [], words: [], prefixes: [] }
      scans.set(id, scan)
    }
    return scan
  }
  const closure = (id: string, skip: Set<string>, seen = new Set<string>()) => {
    if (seen.has(id) || skip.has(id)) return seen
    seen.add(id)
    for (const imported of info(id)?.importedIds ?? []) closure(imported, skip, seen)
    return seen
  }
  const entry = ids.find((id) => info(id)?.isEntry)
  if (!entry) throw new Error('the portal build has no entry module')
  const firstRoute = closure(entry, new Set())
  const shell = referencedKeys([...firstRoute, ...ERROR_TEXTS.map((file) => resolve(root, file))].map(scanOf))
  const parts = new Map<string, (key: string) => boolean>([[SHELL, shell]])
  for (const id of lazy) {
    if (firstRoute.has(id)) throw new Error(`${id} is loaded lazily and by the first route`)
    const own = referencedKeys([...closure(id, firstRoute)].map(scanOf))
    parts.set(relative(root, id), (key) => own(key) && !shell(key))
  }
  return parts
}
