import { expect, test } from 'vitest'
import { maskUsername } from '../../../server/services/maskUsername'

test.each([
  ['+5511987654321', '+5511****4321'],
  ['+254712345678', '+2547****5678'],
  ['+2557123456', '+255****456'],
  ['+1234567', '+1****7'],
  ['abc', '****'],
])('shows %s to other players as %s', (username, masked) => {
  expect(maskUsername(username)).toBe(masked)
})

test('always hides at least four digits and never tells the length', () => {
  for (let length = 7; length <= 15; length++) {
    const phone = `+${'123456789012345'.slice(0, length)}`
    const masked = maskUsername(phone)
    const shown = masked.replace('+', '').replace('****', '')
    expect(length - shown.length).toBeGreaterThanOrEqual(4)
    expect(masked.match(/\*/g)).toHaveLength(4)
  }
})
