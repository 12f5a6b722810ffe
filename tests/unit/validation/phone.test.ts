import {
  formatNationalPhone,
  formatPhone,
  formatPhoneWithCountry,
  isValidPhone,
  normalizePhone,
  validatePhone,
} from '@src/validation/phone'
import { countryName, findPhoneCountry, flagEmoji, PHONE_COUNTRIES } from '@src/validation/phone-countries'
import { describe, expect, it } from 'vitest'

describe('phone prefix list', () => {
  it('offers Brazil first, then African countries', () => {
    expect(PHONE_COUNTRIES[0]).toMatchObject({ iso: 'BR', prefix: '+55' })
    const african = PHONE_COUNTRIES.slice(1).map((c) => c.iso)
    expect(african).toEqual(
      expect.arrayContaining(['KE', 'TZ', 'UG', 'NG', 'GH', 'ZA', 'MZ', 'AO', 'CI', 'EG']),
    )
    expect(african).not.toContain('BR')
  })

  it('lists each prefix once, with a two-letter ISO code', () => {
    const prefixes = PHONE_COUNTRIES.map((c) => c.prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    for (const c of PHONE_COUNTRIES) {
      expect(c.iso).toMatch(/^[A-Z]{2}$/)
      expect(c.prefix).toMatch(/^\+\d{1,3}$/)
    }
  })

  it('finds a country by its prefix with or without the plus', () => {
    expect(findPhoneCountry('+254')?.iso).toBe('KE')
    expect(findPhoneCountry(' 254 ')?.iso).toBe('KE')
    expect(findPhoneCountry('+999')).toBeUndefined()
  })

  it('shows a flag and a name in the player language for the picker', () => {
    expect(flagEmoji('BR')).toBe('🇧🇷')
    expect(flagEmoji('ke')).toBe('🇰🇪')
    expect(countryName('BR', 'pt')).toBe('Brasil')
    expect(countryName('MZ', 'zh')).toBe('莫桑比克')
    expect(countryName('KE', 'en')).toBe('Kenya')
  })

  it('falls back to the ISO code when the platform cannot name the country', () => {
    expect(countryName('BR', '!!')).toBe('BR')
  })
})

describe('normalizePhone', () => {
  it('turns a Brazilian mobile number, however typed, into E.164', () => {
    expect(normalizePhone('+55', '11987654321')).toBe('+5511987654321')
    expect(normalizePhone('+55', '(11) 98765-4321')).toBe('+5511987654321')
    expect(normalizePhone('55', ' 11 98765 4321 ')).toBe('+5511987654321')
    expect(normalizePhone('+55', '+55 11 98765-4321')).toBe('+5511987654321')
    expect(normalizePhone('+55', '011987654321')).toBe('+5511987654321')
  })

  it('accepts a Brazilian fixed line of 10 digits', () => {
    expect(normalizePhone('+55', '(21) 3456-7890')).toBe('+552134567890')
  })

  it('rejects Brazilian numbers outside the plan', () => {
    expect(normalizePhone('+55', '1198765432')).toBeNull() // 10 digits starting with 9: an old mobile
    expect(normalizePhone('+55', '11887654321')).toBeNull() // 11 digits must start with 9
    expect(normalizePhone('+55', '10987654321')).toBeNull() // area code 10 does not exist
    expect(normalizePhone('+55', '01987654321')).toBeNull() // area code 01 does not exist
    expect(normalizePhone('+55', '2136789')).toBeNull() // too short
    expect(normalizePhone('+55', '119876543210')).toBeNull() // too long
    expect(normalizePhone('+55', '2196789012')).toBeNull() // fixed lines start with 2-5
  })

  it('drops the trunk 0 where it is a dialling prefix (Kenya)', () => {
    expect(normalizePhone('+254', '0712 345 678')).toBe('+254712345678')
    expect(normalizePhone('+254', '712345678')).toBe('+254712345678')
    expect(normalizePhone('+254', '71234567')).toBeNull()
  })

  it("keeps the leading 0 where it is part of the number (Côte d'Ivoire)", () => {
    expect(normalizePhone('+225', '07 01 23 45 67')).toBe('+2250701234567')
    expect(normalizePhone('+225', '701234567')).toBeNull()
  })

  it('applies each country length', () => {
    expect(normalizePhone('+234', '0803 123 4567')).toBe('+2348031234567')
    expect(normalizePhone('+244', '923 456 789')).toBe('+244923456789')
    expect(normalizePhone('+238', '991 23 45')).toBe('+2389912345')
    expect(normalizePhone('+216', '20 123 456')).toBe('+21620123456')
    expect(normalizePhone('+216', '201234567')).toBeNull()
  })

  it('rejects letters, an unknown prefix and a number written for another country', () => {
    expect(normalizePhone('+55', '11 9876S-4321')).toBeNull()
    expect(normalizePhone('+55', '')).toBeNull()
    expect(normalizePhone('+999', '11987654321')).toBeNull()
    expect(normalizePhone('+55', '+254 712 345 678')).toBeNull()
    expect(normalizePhone('+55', '11+987654321')).toBeNull()
  })
})

describe('validatePhone', () => {
  it('says nothing for a valid number and "Please enter a valid phone number." otherwise', () => {
    expect(validatePhone('+55', '11987654321')).toBeNull()
    expect(isValidPhone('+55', '11987654321')).toBe(true)
    expect(validatePhone('+55', '123')).toBe('validation.phone')
    expect(isValidPhone('+55', '123')).toBe(false)
  })
})

describe('Brazilian numbers as Brazilians write them', () => {
  it('formats a mobile as it is typed, digit by digit, to (11) 98765-4321', () => {
    const steps = ['1', '11', '119', '11987', '119876', '11987654', '1198765432', '11987654321']
    expect(steps.map((typed) => formatNationalPhone('+55', typed))).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-54',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ])
  })
  it('formats a landline as (11) 3456-7890 and drops the trunk 0 and anything past 11 digits', () => {
    expect(formatNationalPhone('+55', '1134567890')).toBe('(11) 3456-7890')
    expect(formatNationalPhone('+55', '011 98765 4321')).toBe('(11) 98765-4321')
    expect(formatNationalPhone('+55', '(11) 98765-43210')).toBe('(11) 98765-4321')
  })
  it('keeps a formatted number valid, and what it formats unchanged when formatted again', () => {
    const formatted = formatNationalPhone('+55', '11987654321')
    expect(formatNationalPhone('+55', formatted)).toBe(formatted)
    expect(normalizePhone('+55', formatted)).toBe('+5511987654321')
  })
  it('lets a deletion through: erasing the dash or a bracket removes what stood before it', () => {
    expect(formatNationalPhone('+55', '(11) 9876-')).toBe('(11) 9876')
    expect(formatNationalPhone('+55', '(')).toBe('')
  })
  it('leaves other countries and numbers typed with their own + as typed', () => {
    expect(formatNationalPhone('+254', '712 345 678')).toBe('712 345 678')
    expect(formatNationalPhone('+55', '+55 11 98765 4321')).toBe('+55 11 98765 4321')
  })
  it('shows a stored +55 number as (11) 98765-4321 and other numbers as stored', () => {
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321')
    expect(formatPhone('+551134567890')).toBe('(11) 3456-7890')
    expect(formatPhone('+254712345678')).toBe('+254712345678')
  })
  it('shows a stored +55 number with its country in the console: +55 11 91234-5678', () => {
    expect(formatPhoneWithCountry('+5511912345678')).toBe('+55 11 91234-5678')
    expect(formatPhoneWithCountry('+551134567890')).toBe('+55 11 3456-7890')
    expect(formatPhoneWithCountry('+254712345678')).toBe('+254712345678')
  })
})
