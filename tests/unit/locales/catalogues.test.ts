import en from '@locales/en.json'
import pt from '@locales/pt.json'
import sw from '@locales/sw.json'
import zh from '@locales/zh.json'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: unknown }

/** Every text of a catalogue under its dotted key; anything that is neither text nor group is kept to fail. */
const flatten = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value as Tree, `${prefix}${key}.`)
      : [[prefix + key, value]],
  )

const catalogues = { en, zh, sw, pt } as Record<string, Tree>
const texts = Object.fromEntries(
  Object.entries(catalogues).map(([lang, tree]) => [lang, new Map(flatten(tree))]),
)
const english = texts.en as Map<string, unknown>
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort()

// The user-visible messages the spec quotes (§5 validation, §8 errors and user messages), but its "Registration
// succeeded, please log in.": a sign-up now logs the player in, so that sentence would be false.
const SPEC_MESSAGES = [
  'Please enter a valid phone number.',
  'Please complete the registration information.',
  'Please agree to the User Agreement and Privacy Policy.',
  'The new password entered twice is different, please re-enter.',
  'The entered amount cannot be greater than the balance.',
  'Enter the correct amount.',
  'Please choose a payment method.',
  'Please upload a screenshot of the transfer.',
  'Please add your receiving bank account information first.',
  'Please set your deposit (withdrawal) password first.',
  'Format error.',
  'Failed authentication, unable to access system resources.',
  'No permission for the current operation.',
  'Access resource does not exist.',
  'Unknown system error, please feedback to administrator.',
  'Backend interface connection exception',
  'The login status has expired. Can you stay on the page or log in again?',
  'Invalid session or session has expired, please log in again.',
  'System interface request expired',
  'Verification code send failed.',
  'Verification code sent, please check.',
  'Login failed, please check your credentials.',
  'Login succeeded.',
  'Registration failed, please try again later.',
  'Network error, please try again later.',
  'Copy succeeded.',
  'Copy failed.',
  'Reset succeeded.',
  'Logout succeeded.',
  'Refresh succeeded.',
]

// Texts that read the same in every language: the brand, names of languages and products, acronyms
// ('VIP {{level}}': placeholders aside, no lower-case word).
// Also words that English shares with Portuguese or Swahili (slot symbols: an Egyptian ankh, maracas, bananas).
const SAME_EVERYWHERE = new Set([
  'Ficha',
  'Telegram',
  'WhatsApp',
  'English',
  'Kiswahili',
  'Português',
  '中文',
  'Ankh',
  'Maracas',
  'Bananas',
  // The crash game's name.
  'Crash',
])
const isNameOrAcronym = (text: string) =>
  SAME_EVERYWHERE.has(text) || !/[a-z]/.test(text.replace(/{{[^}]*}}/g, ''))

describe.each(['zh', 'sw', 'pt'])('the %s catalogue', (lang) => {
  const own = texts[lang] as Map<string, unknown>

  it('has exactly the keys of the English one', () => {
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keeps the placeholders of every English text', () => {
    const differing = [...english].filter(
      ([key, text]) => `${placeholders(own.get(key))}` !== `${placeholders(text)}`,
    )
    expect(differing.map(([key]) => key)).toEqual([])
  })

  it('translates every text instead of copying the English one', () => {
    const copied = [...english].filter(
      ([key, text]) => own.get(key) === text && !isNameOrAcronym(String(text)),
    )
    expect(copied.map(([key]) => key)).toEqual([])
  })
})

describe.each(['en', 'zh', 'sw', 'pt'])('the %s catalogue', (lang) => {
  it('has no empty or non-text value', () => {
    const bad = [...(texts[lang] as Map<string, unknown>)].filter(
      ([, text]) => typeof text !== 'string' || !text.trim(),
    )
    expect(bad.map(([key]) => key)).toEqual([])
  })
})

describe('the catalogues', () => {
  it('hold every message of the spec in English', () => {
    const values = [...english.values()].map(String)
    expect(SPEC_MESSAGES.filter((message) => !values.some((value) => value.includes(message)))).toEqual([])
  })

  it("use the spec's modal texts in Chinese", () => {
    expect([zh.common.confirm, zh.common.cancel]).toEqual(['确认', '取消'])
  })
})
