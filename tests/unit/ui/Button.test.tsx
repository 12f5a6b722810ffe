import { Button } from '@src/ui/Button'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

describe('Button', () => {
  it('stays disabled while the promise of its click is pending: no double submits', async () => {
    let finish = () => {}
    let clicks = 0
    const onClick = () => {
      clicks += 1
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    }
    const container = document.createElement('div')
    const root = createRoot(container)
    await act(() => root.render(<Button onClick={onClick}>Pay</Button>))
    const button = container.querySelector('button') as HTMLButtonElement
    await act(() => button.click())
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await act(() => button.click())
    expect(clicks).toBe(1)
    await act(async () => finish())
    expect(button.disabled).toBe(false)
    await act(() => root.unmount())
  })
})
