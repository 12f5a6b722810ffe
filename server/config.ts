/** The server's settings, read once from the environment (documented in README and docs/api.md). */
export interface Config {
  port: number
  host: string
  /** Behind a reverse proxy: take the client's IP from X-Forwarded-For (per-IP limits need it). */
  trustProxy: boolean
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined
  /** Where PGlite keeps its files; 'memory://' keeps the database in memory (tests). */
  dataDir: string
  /** Partner origins allowed to call the API from a browser. */
  corsOrigins: string[]
  sms: { provider: 'console' | 'http'; webhookUrl: string | undefined }
  env: 'production' | 'development' | 'test'
  production: boolean
  logLevel: string
  /** The address players reach the server at (links in documents and messages). */
  publicUrl: string
  /** The operator account seeded at start. */
  operator: { phone: string; password: string }
}

/** Dev default for the seeded operator; production must set OPERATOR_PHONE and OPERATOR_PASSWORD. */
const DEV_OPERATOR = { phone: '+5511999990000', password: 'ficha-operator' }

type Env = Record<string, string | undefined>

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const port = (value: string | undefined): number => {
  const parsed = Number(value ?? 8080)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`PORT is not a port: ${value}`)
  return parsed
}

const nodeEnv = (value: string | undefined): Config['env'] =>
  value === 'production' || value === 'test' ? value : 'development'

export const loadConfig = (env: Env = process.env): Config => {
  const mode = nodeEnv(env.NODE_ENV)
  const production = mode === 'production'
  const provider = env.SMS_PROVIDER ?? (production ? 'http' : 'console')
  if (provider !== 'console' && provider !== 'http') throw new Error(`SMS_PROVIDER must be console or http`)
  if (provider === 'http' && !env.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=http needs SMS_WEBHOOK_URL')
  if (production && (!env.OPERATOR_PHONE || !env.OPERATOR_PASSWORD)) {
    throw new Error('In production set OPERATOR_PHONE and OPERATOR_PASSWORD for the operator account')
  }
  const serverPort = port(env.PORT)
  return {
    port: serverPort,
    host: env.HOST ?? '0.0.0.0',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    corsOrigins: list(env.CORS_ORIGINS),
    sms: { provider, webhookUrl: env.SMS_WEBHOOK_URL },
    env: mode,
    production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'debug'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${serverPort}`,
    operator: {
      phone: env.OPERATOR_PHONE ?? DEV_OPERATOR.phone,
      password: env.OPERATOR_PASSWORD ?? DEV_OPERATOR.password,
    },
  }
}
