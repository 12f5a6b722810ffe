import { Badge, badgeText } from '@src/ui/Badge'
import { describe, expect, test } from 'vitest'
import { render } from '../features/render'

describe('the unread badge', () => {
  test('shows the count, and 99+ above 99', () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  test('says its label to a screen reader, and is not there at 0', async () => {
    const shown = await render(<Badge count={3} label="3 unread" />)
    expect(shown.container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('3 unread')
    expect(shown.container.textContent).toBe('3')
    const none = await render(<Badge count={0} label="0 unread" />)
    expect(none.container.textContent).toBe('')
  })
})
