import { firstLanguage } from '@src/i18n/first-language'
import { localize } from '@src/i18n/localized'
import { describe, expect, test } from 'vitest'

describe("the first language of someone who has chosen none (portal's first visit, the console)", () => {
  test("the operator's DEFAULT_LANGUAGE, whatever the browser asks", () => {
    expect(firstLanguage({ defaultLanguage: 'pt', browserLanguage: false }, ['en-US', 'zh-CN'])).toBe('pt')
  })
  test("the browser's when the operator allows it and it is one of ours, else the default", () => {
    expect(firstLanguage({ defaultLanguage: 'pt', browserLanguage: true }, ['en-US'])).toBe('en')
    expect(firstLanguage({ defaultLanguage: 'pt', browserLanguage: true }, ['fr-FR'])).toBe('pt')
  })
  test("the browser's, then zh, when the operator's settings cannot be read", () => {
    expect(firstLanguage(null, ['pt-BR'])).toBe('pt')
    expect(firstLanguage(null, ['fr-FR'])).toBe('zh')
  })
})

describe("an operator's text in the reader's language", () => {
  test("else the operator's default language's, else the first written: never a blank", () => {
    expect(localize({ pt: 'Corrida', en: 'Race' }, 'en', 'pt')).toBe('Race')
    expect(localize({ pt: 'Corrida', en: 'Race' }, 'zh', 'pt')).toBe('Corrida')
    expect(localize({ en: 'Race', pt: '' }, 'sw', 'pt')).toBe('Race')
    expect(localize({ zh: '竞赛' }, 'pt')).toBe('竞赛')
  })
})
