import { createPrivateKey, createPublicKey } from 'node:crypto'
import { signBody, verifyBody } from '@server/providers/hub88/signature'
import { hub88Sign, hub88Verify } from '@simulator/hub88Signature'
import examples from '@tests/fixtures/hub88/signatures.json'
import { describe, expect, it } from 'vitest'

// Hub88's published examples (tests/fixtures/hub88/signatures.json names where they come from): a key pair
// and bodies with the X-Hub88-Signature Hub88 expects for them.
const privateKey = createPrivateKey(examples.privateKey)
const publicKey = createPublicKey(examples.publicKey)

/** The body with one byte changed. */
const flipped = (body: string) => {
  const bytes = Buffer.from(body)
  bytes[0] = (bytes[0] ?? 0) ^ 0x01
  return bytes
}

describe.each([
  {
    side: 'the server',
    sign: (body: string) => signBody(body, privateKey),
    verify: (body: Buffer, signature: string) => verifyBody(body, signature, publicKey),
  },
  {
    side: 'the simulator',
    sign: (body: string) => hub88Sign(body, privateKey),
    verify: (body: Buffer, signature: string) => hub88Verify(body, signature, publicKey),
  },
])("Hub88's signature examples reproduced by $side", ({ sign, verify }) => {
  it.each(examples.vectors)('signs $body as Hub88 does', ({ body, signature }) => {
    expect(sign(body)).toBe(signature)
  })

  it.each(examples.vectors)(
    "accepts Hub88's signature of $body, and refuses it once a byte changed",
    ({ body, signature }) => {
      expect(verify(Buffer.from(body), signature)).toBe(true)
      expect(verify(flipped(body), signature)).toBe(false)
    },
  )
})
