import { create } from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrPath } from '../../../../src/features/qr/qr-path'

describe('qrPath', () => {
  it('draws exactly the dark modules, row by row, inside a 2-module quiet zone', () => {
    const value = 'https://t.me/ficha_oficial'
    const { modules } = create(value, { errorCorrectionLevel: 'M' })
    const { size, d } = qrPath(value)
    expect(size).toBe(modules.size + 4)
    const drawn = new Set(
      [...d.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${Number(x) - 2},${Number(y) - 2}`),
    )
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        expect(drawn.has(`${col},${row}`)).toBe(modules.data[row * modules.size + col] === 1)
  })
})
