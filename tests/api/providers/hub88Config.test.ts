import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '@server/config'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV } from '../productionEnv'

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

describe('Hub88 settings', () => {
  it('refuses to start in production with Hub88 on and a key missing, naming it', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, HUB88_API_URL: 'https://api.hub88.example', HUB88_OPERATOR_ID: '7' }),
    ).toThrow(/HUB88_PUBLIC_KEY, HUB88_PRIVATE_KEY/)
  })

  it('takes the keys as PEM text or as file paths', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hub88-'))
    const publicFile = join(folder, 'hub88.pub.pem')
    writeFileSync(publicFile, publicPem)
    const config = loadConfig({
      ...PRODUCTION_ENV,
      HUB88_API_URL: 'https://api.hub88.example',
      HUB88_OPERATOR_ID: '7',
      HUB88_PUBLIC_KEY: publicFile,
      HUB88_PRIVATE_KEY: privatePem,
    })
    expect(config.hub88).toMatchObject({ enabled: true, operatorId: 7 })
    expect(config.hub88.publicKey?.type).toBe('public')
    expect(config.hub88.privateKey?.type).toBe('private')
  })

  it('refuses a key that is not PEM', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', HUB88_PUBLIC_KEY: '/no/such/key.pem' })).toThrow(
      /HUB88_PUBLIC_KEY/,
    )
  })

  it('stays off with no HUB88_* setting', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).hub88.enabled).toBe(false)
  })
})
