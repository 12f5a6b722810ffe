import { createHmac } from 'node:crypto'
import { canonical, verify } from '@server/providers/slotegrator/signature'
import { describe, expect, it } from 'vitest'

const headers = { 'X-Merchant-Id': 'm-1', 'X-Timestamp': '1764130000', 'X-Nonce': 'a1b2c3d4e5f6' }

describe('Slotegrator request signature', () => {
  it('signs the parameters and auth headers sorted by key byte-wise, values percent-encoded', () => {
    const text = canonical(
      [
        ['player_id', 'f00'],
        ['amount', '1.50'],
        ['rollback_transactions[1][transaction_id]', 'b b'],
        ['rollback_transactions[0][transaction_id]', 'a&a'],
      ],
      headers,
    )
    expect(text).toBe(
      'X-Merchant-Id=m-1&X-Nonce=a1b2c3d4e5f6&X-Timestamp=1764130000&amount=1.50&player_id=f00' +
        '&rollback_transactions[0][transaction_id]=a%26a&rollback_transactions[1][transaction_id]=b%20b',
    )
  })

  it('accepts only the lowercase hex HMAC-SHA1 of that string under the merchant key', () => {
    const text = canonical([['action', 'balance']], headers)
    const good = createHmac('sha1', 'key').update(text).digest('hex')
    expect(verify(text, good, 'key')).toBe(true)
    expect(verify(text, good.toUpperCase(), 'key')).toBe(false)
    expect(verify(text, good, 'other key')).toBe(false)
    expect(verify(text, good, undefined)).toBe(false)
    expect(verify(`${text}&x=1`, good, 'key')).toBe(false)
  })
})
