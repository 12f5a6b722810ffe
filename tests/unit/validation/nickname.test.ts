import { validateNickname } from '@src/validation/nickname'
import { describe, expect, it } from 'vitest'

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

  it('counts every numeric character as a digit: superscript, circled, fullwidth, ideographic, other scripts', () => {
    for (const bad of [
      'zap⁹⁹⁹⁹⁹⁹⁹⁹⁹',
      'ana①②③④',
      'ana１２３４',
      'ana〇〇〇〇',
      'ana٠١٢٣',
      'ana३४५६',
      'ⅠⅡⅢⅣana',
    ]) {
      expect(validateNickname(bad)).toBe('validation.nickname')
    }
    expect(validateNickname('zap⁹⁹⁹')).toBeNull()
  })

  it('takes an accent typed as a combining mark (iOS, macOS) as the letter it is', () => {
    expect(validateNickname('Joa\u0303o')).toBeNull()
  })

  it('refuses too short, too long, spaces and markup', () => {
    for (const bad of ['ab', 'x'.repeat(21), 'ana maria', '<b>ana</b>', '']) {
      expect(validateNickname(bad)).toBe('validation.nickname')
    }
  })
})
