import { LanguageFields, writtenTexts } from '@console/app/LanguageFields'
import { $operatorLanguage } from '@console/app/operator-language'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, render, type } from '../features/render'

afterEach(() => {
  cleanup()
  $operatorLanguage.set('zh')
})

describe('the one-field-a-language texts of the game and race editors', () => {
  test("the operator's default language first and the only one required; typing changes only its language", async () => {
    $operatorLanguage.set('pt')
    const onChange = vi.fn()
    const { container } = await render(
      <LanguageFields
        label={(language) => `Name in ${language}`}
        texts={{ zh: '龙', en: 'Dragon' }}
        onChange={onChange}
        required
        maxLength={60}
      />,
    )
    const fields = [...container.querySelectorAll('input')]
    expect(fields.map((field) => field.lang)).toEqual(['pt', 'zh', 'en', 'sw'])
    expect(fields.map((field) => field.value)).toEqual(['', '龙', 'Dragon', ''])
    expect(fields.map((field) => field.required)).toEqual([true, false, false, false])
    expect(fields.every((field) => field.maxLength === 60)).toBe(true)
    expect(container.querySelectorAll('label')[0]?.textContent).toMatch(/^Name in .*\*$/)
    const portuguese = fields[0]
    if (portuguese) await type(portuguese, 'Dragão')
    expect(onChange).toHaveBeenLastCalledWith({ zh: '龙', en: 'Dragon', pt: 'Dragão' })
  })

  test('only the languages written reach the server, trimmed', () => {
    expect(writtenTexts({ pt: ' Corrida ', zh: '', en: '  ' })).toEqual({ pt: 'Corrida' })
  })
})
