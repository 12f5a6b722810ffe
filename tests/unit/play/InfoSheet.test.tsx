/** @jsxImportSource preact */

import pt from '@locales/pt.json'
import zh from '@locales/zh.json'
import { InfoContent } from '@play/InfoSheet'
import type { GameInfo } from '@src/contract/game'
import { createTranslator } from '@src/i18n/translator'
import { render } from 'preact'
import { afterEach, expect, it } from 'vitest'

const info = {
  game: { slug: 'tesouro-do-farao', rtp: 96.18, hitFrequency: 46.23, volatility: 'high', maxWin: 3000 },
  model: { paylines: [[1, 1, 1]], symbols: ['A'], paytable: { A: { 3: 5 } } },
  bets: { min: 20, max: 10_000 },
} as unknown as GameInfo

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.lang = ''
})

/** The facts list as 'label: value' lines. */
const facts = (lang: string, catalogue: typeof pt) => {
  document.documentElement.lang = lang
  const root = document.createElement('div')
  document.body.append(root)
  render(<InfoContent info={info} bet={20} t={createTranslator(catalogue, zh)} />, root)
  return [...root.querySelectorAll('dd')].map((dd) => dd.textContent)
}

it('shows the return, hit rate and top win in Brazilian numbers in pt: 96,18 %, 46,23 % and 3.000×', () => {
  const [rtp, hits, , maxWin] = facts('pt', pt)
  expect([rtp, hits, maxWin]).toEqual(['96,18 %', '46,23 %', '3.000× a aposta'])
})

it('keeps the decimal point in zh', () => {
  const [rtp, hits, , maxWin] = facts('zh', zh)
  expect([rtp, hits, maxWin]).toEqual(['96.18 %', '46.23 %', '下注的 3,000 倍'])
})
