import { setLanguage } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Confirm() {
  const t = useT()
  return <button type="button">{t('common.confirm')}</button>
}

afterEach(() => setLanguage('zh'))

describe('useT', () => {
  it('re-renders the component in the new language', async () => {
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(<Confirm />))
    expect(host.textContent).toBe('确认')
    await act(() => setLanguage('en'))
    expect(host.textContent).toBe('Confirm')
    await act(() => setLanguage('pt'))
    expect(host.textContent).toBe('Confirmar')
    act(() => root.unmount())
  })
})
