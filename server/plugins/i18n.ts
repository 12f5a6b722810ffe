import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fp from 'fastify-plugin'
import { withBrand } from '../../src/i18n/brand'
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '../../src/i18n/languages'
import { type Catalogue, createTranslator, type Translate } from '../../src/i18n/translator'
import { LOCALES_DIR } from '../paths'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from the vuelang header (zh when absent or unknown). */
    lang: Lang
    /** Translates a catalogue key into the caller's language, falling back to zh, then to the key. */
    t: Translate
  }
}

const readCatalogue = (lang: Lang): Catalogue => {
  const file = join(LOCALES_DIR, `${lang}.json`)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}

/** vuelang may carry a region ("pt-BR", "zh_CN"): the language is its first two letters. */
export const languageOf = (header: string | string[] | undefined): Lang => {
  const value = (Array.isArray(header) ? header[0] : header)?.slice(0, 2).toLowerCase()
  return isLang(value) ? value : DEFAULT_LANG
}

const fallback = readCatalogue(DEFAULT_LANG)
const plain = Object.fromEntries(
  LANGS.map((lang) => [lang, createTranslator(readCatalogue(lang), fallback)]),
) as Record<Lang, Translate>

/** Every language's translator, naming the operator `brand` (the catalogue's app.name when none). */
const brandedAs = (brand: string | undefined) =>
  Object.fromEntries(LANGS.map((lang) => [lang, withBrand(plain[lang], brand)])) as Record<Lang, Translate>

const translators = brandedAs(undefined)

/** The translator for a vuelang header; for answers made before the request hooks ran (framework errors). */
export const translatorFor = (header: string | string[] | undefined): Translate =>
  translators[languageOf(header)]

/**
 * The request's language and translator, over the client's catalogues and translator (src/i18n); its texts
 * name the operator (BRAND_NAME) wherever they say {{brand}}: the SMS codes among them.
 */
export default fp(
  async (app) => {
    const branded = brandedAs(app.config.brandName)
    app.decorateRequest('lang', DEFAULT_LANG)
    app.decorateRequest('t', branded[DEFAULT_LANG])
    // A callback hook, not an async one: no promise and no extra turn of the loop on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = languageOf(request.headers.vuelang)
      request.t = branded[request.lang]
      done()
    })
  },
  { name: 'i18n' },
)
