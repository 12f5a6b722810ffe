import { httpBuildQuery, parseStr, signingString, xSign, xSignMatches } from '@simulator/slotegratorSigning'
import { merchantKey, vectors } from '@tests/support/slotegratorVectors'
import { describe, expect, it } from 'vitest'

describe('Slotegrator request signature in the simulator', () => {
  it.each(vectors.map((entry) => [entry.name, entry] as const))(
    'writes the body and signs the parameters as PHP did: %s',
    (_name, entry) => {
      expect(httpBuildQuery(entry.params)).toBe(entry.body)
      expect(signingString(entry.params, entry.headers)).toBe(entry.signed)
      expect(xSign(entry.params, entry.headers, merchantKey)).toBe(entry.sign)
      // What the simulator receives it reads as PHP does, and verifies.
      expect(xSignMatches(parseStr(entry.body), entry.headers, merchantKey, entry.sign)).toBe(true)
    },
  )
})
