import { createAttemptKeys } from '@src/features/money/attempt-key'
import { uuid } from '@src/random/uuid'
import { describe, expect, it } from 'vitest'

describe('createAttemptKeys', () => {
  it('keeps the key while the request is the same: a double tap or a retry is one attempt', () => {
    const keys = createAttemptKeys()
    const first = keys.keyFor('{"amount":1000}')
    expect(keys.keyFor('{"amount":1000}')).toBe(first)
  })

  it('takes a new key when the request changes or after a success', () => {
    const keys = createAttemptKeys()
    const first = keys.keyFor('{"amount":1000}')
    const changed = keys.keyFor('{"amount":2000}')
    expect(changed).not.toBe(first)
    keys.succeeded()
    expect(keys.keyFor('{"amount":2000}')).not.toBe(changed)
  })
})

describe('uuid', () => {
  it('gives version 4 UUIDs, also without crypto.randomUUID (insecure origins)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(uuid()).toMatch(v4)
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const made = new Set(Array.from({ length: 50 }, uuid))
      expect(made.size).toBe(50)
      for (const id of made) expect(id).toMatch(v4)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
