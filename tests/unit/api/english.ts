import { readFileSync } from 'node:fs'
import type { Translate } from '@src/i18n/translator'

interface Catalogue {
  [key: string]: string | Catalogue
}

const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Catalogue

/** The real English catalogue behind a minimal translate: dotted keys, {{param}} placeholders. */
export const t: Translate = (key, params = {}) => {
  const text = key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      en,
    )
  if (typeof text !== 'string') throw new Error(`locales/en.json has no text at ${key}`)
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
}
