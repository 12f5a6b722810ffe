import { createHmac } from 'node:crypto'
import { httpBuildQuery, parseForm } from '@server/providers/slotegrator/phpForm'
import { canonical, verify } from '@server/providers/slotegrator/signature'
import { merchantKey, vectors } from '@tests/support/slotegratorVectors'
import { describe, expect, it } from 'vitest'

const headers = { 'X-Merchant-Id': 'm-1', 'X-Timestamp': '1764130000', 'X-Nonce': 'a1b2c3d4e5f6' }

describe('Slotegrator request signature on the server', () => {
  it.each(vectors.map((entry) => [entry.name, entry] as const))(
    'reads the body PHP sent and signs it as PHP did: %s',
    (_name, entry) => {
      const form = parseForm(entry.body)
      expect(httpBuildQuery(form)).toBe(entry.body)
      const text = canonical(form, entry.headers)
      expect(text).toBe(entry.signed)
      expect(verify(text, entry.sign, merchantKey)).toBe(true)
    },
  )

  it('reads a[0][b]=x as PHP does, and refuses a key given twice or a malformed one', () => {
    expect(parseForm('r%5B0%5D%5Bb%5D=x&r[0][c]=y+z&r[1][b]=w&k=1')).toEqual([
      [
        'r',
        [
          [
            '0',
            [
              ['b', 'x'],
              ['c', 'y z'],
            ],
          ],
          ['1', [['b', 'w']]],
        ],
      ],
      ['k', '1'],
    ])
    expect(() => parseForm('a=1&a=2')).toThrow('given twice')
    expect(() => parseForm('a[0]=1&a=2')).toThrow('given twice')
    expect(() => parseForm('a]b=1')).toThrow('Malformed')
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
