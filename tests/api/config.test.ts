import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { DEV_AUDIT_CHAIN_KEY, DEV_OPERATOR, DEV_PIX, loadConfig } from '../../server/config'
import { PRODUCTION_ENV } from './productionEnv'

/** What production with the brazil profile needs: the regulator's settings (the sample XSDs, for the test) and a face provider. */
const BRAZIL_PRODUCTION: Record<string, string> = {
  COMPLIANCE_PROFILE: 'brazil',
  SIGAP_XSD_DIR: fileURLToPath(new URL('../../server/services/regulator/xsd', import.meta.url)),
  SIGAP_OPERATOR_ID: 'OPERADOR-123',
  FACE_URL: 'https://face.example',
  FACE_WEBHOOK_SECRET: 'a face webhook secret',
}

describe('server configuration from the environment', () => {
  test('development: port 8080 on loopback, embedded database in ./data, console SMS, the demo operator', () => {
    const config = loadConfig({ NODE_ENV: 'development' })
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: './data',
      corsOrigins: [],
      sms: { provider: 'console' },
      production: false,
      trustProxy: false,
      operator: DEV_OPERATOR,
      pix: { key: DEV_PIX.key, webhookSecret: DEV_PIX.webhookSecret },
    })
  })

  test('NODE_ENV unset means production: no development default is there to be used', () => {
    expect(() => loadConfig({})).toThrow(/SMS_WEBHOOK_URL/)
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_WEBHOOK_URL: 'https://sms.example' })).toThrow(
      /OPERATOR_PHONE/,
    )
    const config = loadConfig(PRODUCTION_ENV)
    expect(config).toMatchObject({ env: 'production', production: true, envUnset: true, host: '0.0.0.0' })
    expect(config.pix).toMatchObject({ key: undefined, webhookSecret: undefined })
  })

  test.each([
    [{ OPERATOR_PASSWORD: '1' }, /OPERATOR_PASSWORD/],
    [{ OPERATOR_PASSWORD: 'password123' }, /OPERATOR_PASSWORD/],
    [{ OPERATOR_PASSWORD: DEV_OPERATOR.password }, /OPERATOR_PASSWORD/],
    [{ SMS_PROVIDER: 'console' }, /SMS_PROVIDER/],
    [{ PIX_WEBHOOK_SECRET: DEV_PIX.webhookSecret }, /PIX_WEBHOOK_SECRET/],
    [{ PIX_KEY: 'ficha@example.com', PIX_WEBHOOK_SECRET: '' }, /PIX_WEBHOOK_SECRET/],
    [{ PIX_KEY: DEV_PIX.key, PIX_WEBHOOK_SECRET: 'a-long-enough-secret-1' }, /PIX_KEY/],
    [{ IDENTITY_PROVIDER: 'development' }, /IDENTITY_PROVIDER/],
    [{ CONSOLE_TOTP_KEY: '' }, /CONSOLE_TOTP_KEY/],
    [{ CONSOLE_TOTP_KEY: 'short' }, /CONSOLE_TOTP_KEY/],
    [{ AUDIT_CHAIN_KEY: '' }, /AUDIT_CHAIN_KEY/],
    [{ AUDIT_CHAIN_KEY: DEV_AUDIT_CHAIN_KEY }, /AUDIT_CHAIN_KEY/],
    [{ AUDIT_CHAIN_KEY: 'short' }, /AUDIT_CHAIN_KEY/],
    [{ AUDIT_EXPORT_FILE: '' }, /AUDIT_EXPORT_FILE or AUDIT_EXPORT_URL/],
    [{ AUDIT_EXPORT_FILE: './data/audit-heads.jsonl' }, /AUDIT_EXPORT_FILE must be outside DATA_DIR/],
    [{ AUDIT_EXPORT_URL: 'https://audit.example/heads' }, /AUDIT_EXPORT_SECRET/],
    [{ CODE_RESEND_SECONDS: '2' }, /CODE_RESEND_SECONDS/],
  ])('production refuses to start with %j, naming the setting', (change, setting) => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...change })).toThrow(setting)
    expect(() => loadConfig({ ...PRODUCTION_ENV, NODE_ENV: 'production', ...change })).toThrow(setting)
  })

  test('TRUST_PROXY takes Fastify’s forms: a hop count, addresses and CIDR ranges, or true/false', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ])
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(() => loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/)
  })

  test.each(['development', 'test'])(
    'NODE_ENV=%s refuses a HOST on the network, naming HOST and NODE_ENV',
    (mode) => {
      for (const host of ['0.0.0.0', '::', '192.168.1.20'])
        expect(() => loadConfig({ NODE_ENV: mode, HOST: host })).toThrow(/NODE_ENV=.*HOST=/)
      for (const host of ['127.0.0.1', 'localhost', '::1'])
        expect(loadConfig({ NODE_ENV: mode, HOST: host }).host).toBe(host)
    },
  )

  test('NODE_ENV must be one of the three modes', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/)
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
      LOGIN_TRIES_PER_IP: '40',
      LOGIN_TRIES_PER_ACCOUNT: '25',
      SSE_MAX_PER_IP: '5',
      CONSOLE_TOTP_KEY: 'k'.repeat(32),
      AUDIT_CHAIN_KEY: 'a'.repeat(40),
      AUDIT_EXPORT_FILE: '/var/log/ficha/audit-heads.jsonl',
      AUDIT_EXPORT_URL: 'https://audit.example/heads',
      AUDIT_EXPORT_SECRET: 's'.repeat(32),
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
      limits: { login: { perIp: 40, perAccount: 25 } },
      sseMaxPerIp: 5,
      console: { totpKey: 'k'.repeat(32) },
      audit: {
        chainKey: 'a'.repeat(40),
        exportFile: '/var/log/ficha/audit-heads.jsonl',
        exportUrl: 'https://audit.example/heads',
        exportSecret: 's'.repeat(32),
      },
    })
    // Development and tests use the published key, never production.
    expect(loadConfig({ NODE_ENV: 'development' }).audit.chainKey).toBe(DEV_AUDIT_CHAIN_KEY)
  })

  test('a pooler, its direct address and replicas are read, and without DATABASE_URL refused by name', () => {
    const pooled = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://pgbouncer:6432/ficha',
      DATABASE_DIRECT_URL: 'postgres://db:5432/ficha',
      DATABASE_REPLICA_URL: 'postgres://replica-1/ficha, postgres://replica-2/ficha',
      DATABASE_REPLICA_MAX_LAG_SECONDS: '3',
    })
    expect(pooled).toMatchObject({
      databaseUrl: 'postgres://pgbouncer:6432/ficha',
      databaseDirectUrl: 'postgres://db:5432/ficha',
      replicas: { urls: ['postgres://replica-1/ficha', 'postgres://replica-2/ficha'], maxLagSeconds: 3 },
    })
    // Without a pooler the one address is direct.
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/ficha' }).databaseDirectUrl).toBe(
      'postgres://db/ficha',
    )
    for (const name of ['DATABASE_DIRECT_URL', 'DATABASE_REPLICA_URL'])
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: 'postgres://db/ficha' })).toThrow(
        `${name} needs DATABASE_URL`,
      )
  })

  test('the http SMS sender needs its webhook, and the provider must be known', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', SMS_PROVIDER: 'http' })).toThrow(/SMS_WEBHOOK_URL/)
    expect(() => loadConfig({ NODE_ENV: 'development', SMS_PROVIDER: 'pigeon' })).toThrow(/console or http/)
  })

  test('the compliance profile: standard by default, brazil on request, nothing else; identity checked by hand in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).compliance).toEqual({
      profile: 'standard',
      realityCheckMinutes: 60,
      identityProvider: 'development',
      reauthIdleMinutes: null,
      sessionMaxMinutes: null,
      sessionBreakMinutes: 30,
      banList: { provider: 'development', url: undefined, token: undefined, timeoutMs: 3_000 },
      cep: { provider: 'development', url: undefined, timeoutMs: 3_000 },
      face: {
        url: undefined,
        apiKey: undefined,
        webhookSecret: undefined,
        atWithdrawal: false,
        withdrawalMinutes: 10,
      },
    })
    expect(
      loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil', REALITY_CHECK_MINUTES: '30' }).compliance,
    ).toMatchObject({
      profile: 'brazil',
      realityCheckMinutes: 30,
      sessionMaxMinutes: 360,
      sessionBreakMinutes: 30,
    })
    expect(
      loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil', SESSION_MAX_MINUTES: 'off' }).compliance,
    ).toMatchObject({ sessionMaxMinutes: null })
    expect(() => loadConfig({ NODE_ENV: 'test', SESSION_BREAK_MINUTES: '0' })).toThrow(
      /SESSION_BREAK_MINUTES/,
    )
    expect(() => loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'portugal' })).toThrow(
      /COMPLIANCE_PROFILE/,
    )
    expect(() => loadConfig({ NODE_ENV: 'test', IDENTITY_PROVIDER: 'magic' })).toThrow(/IDENTITY_PROVIDER/)
    expect(() => loadConfig({ NODE_ENV: 'test', REALITY_CHECK_MINUTES: '0' })).toThrow(
      /REALITY_CHECK_MINUTES/,
    )
    expect(loadConfig({ ...PRODUCTION_ENV, ...BRAZIL_PRODUCTION }).compliance).toMatchObject({
      profile: 'brazil',
      identityProvider: 'manual',
      reauthIdleMinutes: 30,
      banList: { provider: 'http', url: undefined },
    })
    expect(() => loadConfig({ ...PRODUCTION_ENV, BAN_LIST_PROVIDER: 'development' })).toThrow(
      /BAN_LIST_PROVIDER/,
    )
  })

  test("the extended registration's services: sample CEPs only outside production; a face provider's notices must be verifiable", () => {
    expect(loadConfig({ ...PRODUCTION_ENV, ...BRAZIL_PRODUCTION }).compliance.cep).toMatchObject({
      provider: 'http',
      url: undefined,
    })
    expect(() => loadConfig({ ...PRODUCTION_ENV, CEP_PROVIDER: 'development' })).toThrow(/CEP_PROVIDER/)
    expect(() => loadConfig({ NODE_ENV: 'test', FACE_URL: 'https://face.example' })).toThrow(
      /FACE_WEBHOOK_SECRET/,
    )
    expect(() => loadConfig({ NODE_ENV: 'test', FACE_URL: 'ftp://face.example' })).toThrow(/FACE_URL/)
  })

  test.each(['SIGAP_XSD_DIR', 'SIGAP_OPERATOR_ID', 'FACE_URL'])(
    'production with the brazil profile refuses to start without %s, naming it, in one line',
    (setting) => {
      for (const value of [undefined, '', '  ']) {
        const env = { ...PRODUCTION_ENV, ...BRAZIL_PRODUCTION, [setting]: value }
        expect(() => loadConfig(env)).toThrow(new RegExp(`COMPLIANCE_PROFILE=brazil.*${setting}`))
        try {
          loadConfig(env)
        } catch (error) {
          expect(String((error as Error).message)).not.toMatch(/\n/)
        }
      }
      // The standard profile, and development or tests with brazil, keep the samples and the placeholder.
      const { [setting]: _unset, ...without } = BRAZIL_PRODUCTION
      expect(
        loadConfig({ ...PRODUCTION_ENV, ...without, COMPLIANCE_PROFILE: 'standard' }).regulator,
      ).toBeDefined()
      expect(loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil' }).regulator).toMatchObject({
        operatorId: 'FICHA',
      })
    },
  )

  test('production with the brazil profile refuses an XSD folder that lacks the three schemas, and files under the operator’s own id', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, ...BRAZIL_PRODUCTION, SIGAP_XSD_DIR: '/nonexistent/sigap' }),
    ).toThrow(/SIGAP_XSD_DIR .*apostas\.xsd/)
    expect(loadConfig({ ...PRODUCTION_ENV, ...BRAZIL_PRODUCTION }).regulator).toEqual({
      xsdDir: BRAZIL_PRODUCTION.SIGAP_XSD_DIR,
      operatorId: 'OPERADOR-123',
    })
  })

  test('a visitor’s language: zh in the standard profile, pt in brazil, any of the four when set, the browser’s on request', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).language).toEqual({ default: 'zh', browser: false })
    expect(loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil' }).language.default).toBe('pt')
    expect(
      loadConfig({
        NODE_ENV: 'test',
        COMPLIANCE_PROFILE: 'brazil',
        DEFAULT_LANGUAGE: 'en',
        BROWSER_LANGUAGE: 'on',
      }).language,
    ).toEqual({ default: 'en', browser: true })
    expect(() => loadConfig({ NODE_ENV: 'test', DEFAULT_LANGUAGE: 'fr' })).toThrow(/DEFAULT_LANGUAGE/)
    expect(() => loadConfig({ NODE_ENV: 'test', BROWSER_LANGUAGE: 'maybe' })).toThrow(/BROWSER_LANGUAGE/)
  })

  test('the brand: the default theme unless chosen; colours, typeface and logo checked; text kept at WCAG AA', () => {
    const dev = { NODE_ENV: 'development' }
    expect(loadConfig(dev)).toMatchObject({ brand: { theme: 'default', colors: {} }, brandName: undefined })
    expect(loadConfig({ ...dev, BRAND_THEME: 'casino', BRAND_NAME: ' Sol ' })).toMatchObject({
      brand: { theme: 'casino' },
      brandName: 'Sol',
    })
    expect(() => loadConfig({ ...dev, BRAND_THEME: 'neon' })).toThrow(/BRAND_THEME must be default or casino/)
    expect(() => loadConfig({ ...dev, BRAND_COLORS: 'gold:#ffcc00' })).toThrow(/gold is not a colour token/)
    expect(() => loadConfig({ ...dev, BRAND_COLORS: 'accent:yellow' })).toThrow(
      /accent must be a colour as #rrggbb/,
    )
    // White-ish secondary text on a light surface is unreadable: refused, naming the pair and its ratio.
    expect(() => loadConfig({ ...dev, BRAND_COLORS: 'surface:#9db4f0' })).toThrow(
      /BRAND_COLORS: secondary text on surface is \d\.\d\d:1, below WCAG AA/,
    )
    expect(() => loadConfig({ ...dev, BRAND_FONT: 'Inter; } body { display: none' })).toThrow(/BRAND_FONT/)
    expect(() => loadConfig({ ...dev, BRAND_LOGO_URL: 'http://cdn.example/logo.png' })).toThrow(
      /BRAND_LOGO_URL/,
    )
    expect(loadConfig({ ...dev, BRAND_LOGO_URL: '/logo.svg', BRAND_FONT: 'Inter' }).brand).toMatchObject({
      logoUrl: '/logo.svg',
      font: 'Inter',
    })
  })

  test('a port that is not a port is refused', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: '70000' })).toThrow(/PORT/)
  })
})
