import { LanguageFields } from '@console/pages/games/LanguageFields'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, render, type } from '../features/render'

afterEach(cleanup)

describe('the one-field-a-language texts of the game and race editors', () => {
  test('a field a language, only the required ones required; typing changes only its language', async () => {
    const onChange = vi.fn()
    const { container } = await render(
      <LanguageFields
        label={(language) => `Name in ${language}`}
        texts={{ zh: '龙', en: 'Dragon' }}
        onChange={onChange}
        required={['zh']}
        maxLength={60}
      />,
    )
    const fields = [...container.querySelectorAll('input')]
    expect(fields.map((field) => field.value)).toEqual(['龙', 'Dragon', '', ''])
    expect(fields.map((field) => field.required)).toEqual([true, false, false, false])
    expect(fields.every((field) => field.maxLength === 60)).toBe(true)
    expect(container.querySelectorAll('label')[0]?.textContent).toMatch(/^Name in /)
    const portuguese = fields[3]
    if (portuguese) await type(portuguese, 'Dragão')
    expect(onChange).toHaveBeenLastCalledWith({ zh: '龙', en: 'Dragon', pt: 'Dragão' })
  })
})
