import { applyBrand } from '@src/ui/brand'
import { afterEach, expect, it } from 'vitest'

afterEach(() => {
  document.documentElement.removeAttribute('style')
})

const property = (name: string) => document.documentElement.style.getPropertyValue(name)

it("paints the casino theme with the operator's colours and typeface over it", () => {
  applyBrand({ theme: 'casino', colors: { accent: '#ffd166' }, font: 'Avenir' })
  expect(document.documentElement.dataset.theme).toBe('casino')
  expect(property('--ficha-bg')).toBe('#170d24')
  expect(property('--ficha-accent')).toBe('#ffd166')
  expect(property('--ficha-font')).toBe('Avenir, system-ui, sans-serif')
})

it('a brand changed back to the default theme leaves nothing of the casino or its typeface behind', () => {
  applyBrand({ theme: 'casino', colors: {}, font: 'Avenir' })
  applyBrand({ theme: 'default', colors: {} })
  expect(document.documentElement.dataset.theme).toBe('default')
  expect(property('--ficha-bg')).toBe('')
  expect(property('--ficha-font')).toBe('')
})
