/**
 * A server started without NODE_ENV runs with production rules: no code outbox, no dev routes, and the
 * development secrets published in the README open nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { DEV_OPERATOR, DEV_PIX, loadConfig } from '../../server/config'
import type { Database } from '../../server/db'
import { openSeededDatabase } from '../../server/seeds'
import { signPixWebhook } from '../../server/services/money/webhookSignature'
import { Code } from '../../src/contract/codes'
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../../src/contract/money'
import { call } from './helpers'
import { PRODUCTION_ENV } from './productionEnv'

let app: App
let database: Database
beforeAll(async () => {
  const config = {
    ...loadConfig({
      ...PRODUCTION_ENV,
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      PIX_KEY: 'ficha@example.com',
      PIX_WEBHOOK_SECRET: 'the operator’s own webhook secret',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
    }),
    databaseUrl: undefined,
  }
  database = await openSeededDatabase(config)
  app = await buildApp({ config, database, sms: { send: async () => undefined } })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('NODE_ENV unset', () => {
  test('runs with production rules', () => {
    expect(app.config).toMatchObject({ env: 'production', production: true, envUnset: true })
  })

  test('has no code outbox', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { phone: '+5511987654321' },
    })
    expect(answer.json()).toMatchObject({ code: Code.NotFound })
    expect(app.outbox).toBeNull()
  })

  test('a webhook signed with the published development secret is refused', async () => {
    const body = JSON.stringify({ eventId: 'evt-1', txid: 'nothing', amount: 5_000_000 })
    const timestamp = Math.floor(Date.now() / 1000)
    const answer = await app.inject({
      method: 'POST',
      url: '/api/pay/webhook',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signPixWebhook(DEV_PIX.webhookSecret, timestamp, body),
      },
      payload: body,
    })
    expect(answer.json()).toMatchObject({ code: Code.WebhookSignature })
  })

  test('the default operator password logs nobody in', async () => {
    const answer = await call(app, 'user/login', {
      username: DEV_OPERATOR.phone,
      password: DEV_OPERATOR.password,
    })
    expect(answer.code).toBe(Code.InvalidCredentials)
  })
})
