import { checkImage } from '@src/features/money/image'
import { describe, expect, it } from 'vitest'

describe('checkImage', () => {
  const MB = 1024 * 1024
  it('takes JPEG, PNG and WebP pictures up to the size cap', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkImage({ type, size: 5 * MB }, 5 * MB)).toBeNull()
  })
  it('refuses other types and larger files', () => {
    expect(checkImage({ type: 'application/pdf', size: 10 }, MB)).toBe('money.imageType')
    expect(checkImage({ type: 'image/svg+xml', size: 10 }, MB)).toBe('money.imageType')
    expect(checkImage({ type: 'image/png', size: MB + 1 }, MB)).toBe('money.imageSize')
  })
})
