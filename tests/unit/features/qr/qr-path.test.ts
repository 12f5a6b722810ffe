import { buildBrCode } from '@server/services/money/brcode'
import { qrPath } from '@src/features/qr/qr-path'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'

/** The path drawn as a camera would see it: dark squares on white, `scale` pixels a module. */
function photograph(value: string, scale = 4) {
  const { size, d } = qrPath(value)
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        pixels.fill(0, at, at + 3)
      }
  return { pixels, width, size }
}

describe('qrPath', () => {
  it.each([
    ['an invitation link', 'https://ficha.example/#/pages/jogos/register?code=AB23CD45'],
    ['a Telegram channel', 'https://t.me/ficha_oficial'],
    ['text with accents', 'Convite da Ficha — São Paulo'],
  ])('draws a code a scanner reads back as the same text: %s', (_, value) => {
    const { pixels, width } = photograph(value)
    expect(jsQR(pixels, width, width)?.data).toBe(value)
  })

  it('draws a PIX BR Code that reads back whole, check digits included', () => {
    const payload = buildBrCode({
      key: 'pagamentos@ficha.example',
      merchantName: 'FICHA JOGOS LTDA',
      merchantCity: 'SAO PAULO',
      amount: 12_345,
      txid: 'FICHA0001',
    })
    const { pixels, width } = photograph(payload)
    expect(jsQR(pixels, width, width)?.data).toBe(payload)
  })

  it('leaves a quiet zone of two modules on every side', () => {
    const { size, d } = qrPath('https://t.me/ficha_oficial')
    const corners = [...d.matchAll(/M(\d+) (\d+)/g)].flatMap(([, x, y]) => [Number(x), Number(y)])
    expect(Math.min(...corners)).toBe(2)
    expect(Math.max(...corners)).toBe(size - 3)
  })
})
