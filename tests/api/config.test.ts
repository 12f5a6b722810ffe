import { describe, expect, test } from 'vitest'
import { loadConfig } from '../../server/config'

describe('server configuration from the environment', () => {
  test('defaults: port 8080, embedded database in ./data, console SMS, no partner origins', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: './data',
      corsOrigins: [],
      sms: { provider: 'console' },
      production: false,
      trustProxy: false,
    })
    expect(config.operator.phone).toMatch(/^\+\d+$/)
  })

  test('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/ficha',
      DATA_DIR: '/var/ficha',
      CORS_ORIGINS: 'https://a.example, https://b.example,',
      SMS_PROVIDER: 'http',
      SMS_WEBHOOK_URL: 'https://sms.example/hook',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://ficha.example',
      TRUST_PROXY: 'true',
      OPERATOR_PHONE: '+5511912345678',
      OPERATOR_PASSWORD: 'operator secret',
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/ficha',
      dataDir: '/var/ficha',
      corsOrigins: ['https://a.example', 'https://b.example'],
      sms: { provider: 'http', webhookUrl: 'https://sms.example/hook' },
      production: true,
      logLevel: 'warn',
      publicUrl: 'https://ficha.example',
      trustProxy: true,
      operator: { phone: '+5511912345678', password: 'operator secret' },
    })
  })

  test('production refuses the development operator credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(/OPERATOR_PHONE/)
  })

  test('the http SMS sender needs its webhook, and the provider must be known', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_WEBHOOK_URL/)
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/console or http/)
  })

  test('a port that is not a port is refused', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
  })
})
