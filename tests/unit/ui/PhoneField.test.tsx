import { PhoneField } from '@src/ui/PhoneField'
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render } from '../features/render'

afterEach(cleanup)

describe('the phone prefix picker', () => {
  test('shows the login form without reading the platform country names, and names them once touched', async () => {
    // The platform's locale data costs a long task on a phone at its first use (Lighthouse).
    const Platform = Intl.DisplayNames
    let built = 0
    Object.assign(Intl, {
      DisplayNames: class extends Platform {
        constructor(...args: ConstructorParameters<typeof Platform>) {
          super(...args)
          built += 1
        }
      },
    })
    try {
      const { container } = await render(
        <PhoneField value="" onChange={() => {}} prefix="+55" onPrefixChange={() => {}} />,
      )
      const picker = container.querySelector('select') as HTMLSelectElement
      expect(built).toBe(0)
      expect(picker.options[0]?.textContent).toBe('🇧🇷 +55')
      await act(() => {
        picker.focus()
      })
      expect(picker.options[0]?.textContent).toMatch(/^🇧🇷 \S.* \(\+55\)$/)
      expect(built).toBeGreaterThan(0)
    } finally {
      Object.assign(Intl, { DisplayNames: Platform })
    }
  })
})
