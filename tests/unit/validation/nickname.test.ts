import { describe, expect, it } from 'vitest'
import { validateNickname } from '../../../src/validation/nickname'

describe('validateNickname', () => {
  it('accepts 3 to 20 letters of any script, digits, _ . and -', () => {
    for (const good of ['Ana', 'Garota.da-Sorte_7', 'João', '幸运星', 'x'.repeat(20), 'ace777']) {
      expect(validateNickname(good)).toBeNull()
    }
  })

  it('refuses anything that could carry a phone number (more than 3 digits)', () => {
    for (const bad of ['11987654321', 'ana1234', '4321x', '+5511']) {
      expect(validateNickname(bad)).toBe('validation.nickname')
    }
  })

  it('refuses too short, too long, spaces and markup', () => {
    for (const bad of ['ab', 'x'.repeat(21), 'ana maria', '<b>ana</b>', '']) {
      expect(validateNickname(bad)).toBe('validation.nickname')
    }
  })
})
