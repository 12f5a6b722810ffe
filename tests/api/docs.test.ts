import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { Code } from '../../src/contract/codes'

const apiDoc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')).code ?? {}

describe('every envelope code is documented', () => {
  test.each(Object.entries(Code))('%s (%i) has a row in docs/api.md', (name, value) => {
    // Table cells may be padded (the Markdown formatter aligns columns).
    expect(apiDoc).toMatch(new RegExp(`^\\|\\s*${value}\\s*\\|\\s*${name}\\s*\\|`, 'm'))
  })

  test.each(['zh', 'en', 'sw', 'pt'])('and a message in the %s catalogue', (lang) => {
    const messages = catalogue(lang)
    const missing = Object.values(Code).filter((value) => !messages[value])
    expect(missing).toEqual([])
  })
})
