import en from '@locales/en.json'
import pt from '@locales/pt.json'
import sw from '@locales/sw.json'
import zh from '@locales/zh.json'
import { noticeText } from '@src/features/notices/text'
import { createTranslator } from '@src/i18n/translator'
import { formatBRL } from '@src/money/format'
import { describe, expect, it } from 'vitest'

/** A race named as operators name theirs: with the word for race in it. */
const raceResult = (race: string) => ({
  kind: 'raceResult',
  params: { race, place: 2, prize: 25_00 },
})

describe('the race result notice', () => {
  it('quotes the race by its name in Portuguese, without saying "corrida" twice', () => {
    const { title, body } = noticeText(createTranslator(pt), raceResult('Corrida relâmpago'))
    expect(title).toBe('Resultado da corrida')
    expect(body).toBe(
      `“Corrida relâmpago” terminou: você ficou em 2º lugar e ganhou ${formatBRL(25_00)}, creditado na sua carteira.`,
    )
    expect(body).not.toMatch(/corrida corrida/i)
  })

  it.each([
    ['en', en, 'Daily race'],
    ['sw', sw, 'Mbio za kila siku'],
    ['zh', zh, '每日竞赛'],
  ])('in %s names the race once, as the operator wrote it', (_, catalogue, name) => {
    const { body } = noticeText(createTranslator(catalogue), raceResult(name))
    expect(body.split(name)).toHaveLength(2)
    expect(body).toContain(formatBRL(25_00))
  })
})
