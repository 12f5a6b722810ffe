import { existsSync } from 'node:fs'
import { isIP } from 'node:net'
import { tmpdir } from 'node:os'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { CODE_COUNTDOWN_SECONDS } from '../src/constants'
import type { Brand } from '../src/contract/content'
import { DEFAULT_FOUR_EYES_CENTAVOS } from '../src/contract/corrections-values'
import { COMPLIANCE_PROFILES, type ComplianceProfile } from '../src/contract/protection'
import { LANGS, type Lang } from '../src/i18n/languages'
import { loadBrand } from './brand'
import { passwordRefusal } from './passwordPolicy'
import { serverPath } from './paths'
import { type Hub88Config, loadHub88Config } from './providers/hub88/config'
import { loadSlotegratorConfig, type SlotegratorConfig } from './providers/slotegrator/config'

/** The server's settings, read once from the environment (documented in README and docs/api.md). */
export interface Config {
  port: number
  host: string
  /**
   * Behind a reverse proxy: which X-Forwarded-For entries to believe (Fastify's trustProxy): a number of
   * hops, a list of proxy addresses or CIDR ranges, or true (every entry: only behind a proxy that
   * overwrites the header). False: the socket's address.
   */
  trustProxy: boolean | number | string[]
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined
  /**
   * DATABASE_DIRECT_URL: PostgreSQL without a pooler between, for what needs a session of its own (migrations
   * under a session lock, LISTEN, backups) when DATABASE_URL goes through PgBouncer in transaction mode.
   * Unset: DATABASE_URL, which is then taken to be direct.
   */
  databaseDirectUrl: string | undefined
  /**
   * Streaming replicas that take reads which may be a moment behind (DATABASE_REPLICA_URL, comma-separated),
   * skipped while their replay lag passes `maxLagSeconds` (DATABASE_REPLICA_MAX_LAG_SECONDS).
   */
  replicas: { urls: string[]; maxLagSeconds: number }
  /** Where PGlite keeps its files; 'memory://' keeps the database in memory (tests). */
  dataDir: string
  /** Partner origins allowed to call the API from a browser. */
  corsOrigins: string[]
  sms: { provider: 'console' | 'http'; webhookUrl: string | undefined }
  /** NODE_ENV; unset counts as production: development conveniences only where asked for by name. */
  env: 'production' | 'development' | 'test'
  production: boolean
  /** NODE_ENV was not set (production rules apply; the start says so). */
  envUnset: boolean
  logLevel: string
  /** LOG_FORMAT: `pretty` (readable lines, development's default) or `json` (production's and tests'). */
  logFormat: 'pretty' | 'json'
  /** The address players reach the server at (links in documents and messages). */
  publicUrl: string
  /** The operator account seeded at start. */
  operator: { phone: string; password: string }
  /** Seed a few demo players who play real rounds, so a fresh install has a feed (DEMO_PLAYERS). */
  demoPlayers: boolean
  /** Live feed (bet/stream) connections one process holds at most; more are told to poll. */
  sseMaxConnections: number
  /** Live feed connections one client address may hold in one process; more are told to poll. */
  sseMaxPerIp: number
  /** Where uploaded images are kept: outside the web root, read only through an authenticated route. */
  uploadDir: string
  pix: PixConfig
  /** Abuse limits: API calls per player or address a minute (in Redis when set, else per process), the
   * verification codes' limits, password tries. */
  limits: { requestsPerMinute: number; codes: CodeLimits; login: LoginLimits }
  /** Worker processes `npm start` runs on the one port (WEB_CONCURRENCY); above 1 needs PostgreSQL. */
  workers: number
  /**
   * JOB_LEASE_SECONDS: how long a process's hold on a periodic job lasts unrenewed (it renews every third);
   * another process takes the job within twice this after the holder dies or hangs.
   */
  jobLeaseSeconds: number
  /** Redis shared by the processes (rate-limit counters); unset keeps them in each process's memory. */
  redisUrl: string | undefined
  /** Bearer token that opens /metrics (METRICS_TOKEN); unset turns /metrics off. */
  metricsToken: string | undefined
  /** Money to play: the wallet moves to the game balance when a game opens and back when it is left. */
  autoTransfer: boolean
  /** MONITORING: the risk and responsible-gaming rules' job (services/protection/monitoring.ts). */
  monitoring: boolean
  /**
   * REQUEST_TIMEOUT_SECONDS: the time a client has to send a whole request, headers and body; a slower one
   * is answered 408 and cut, so a body dribbled a byte at a time cannot hold a connection.
   */
  requestTimeoutSeconds: number
  /** What a pending withdrawal tells the player: usually paid within this many minutes. */
  withdrawalExpectedMinutes: number
  compliance: ComplianceConfig
  /** The operator's look (BRAND_THEME, BRAND_COLORS, BRAND_FONT, BRAND_LOGO_URL), given to the client in the web config. */
  brand: Brand
  /** BRAND_NAME: the name the client shows; unset keeps the site settings' (Ficha). */
  brandName: string | undefined
  language: LanguageConfig
  /** Hub88's seamless wallet (HUB88_*): docs/providers.md. */
  hub88: Hub88Config
  /** PIX payouts: the payout provider and the operator's rules for paying without a human. */
  payouts: PayoutConfig
  /** Slotegrator's GIS seamless wallet (SLOTEGRATOR_*): docs/providers.md. */
  slotegrator: SlotegratorConfig
  /** Partners' postbacks (docs/partners.md, Retries). */
  postbacks: PostbackConfig
  /** PARTNER_PLANS_POLL_SECONDS: how often the partners' plans job checks CPA qualifications (docs/partners.md). */
  partnerPlansPollSeconds: number
  /**
   * PROVIDER_ROUND_OPEN_MINUTES: a provider round still open after this long is closed by the reconciliation
   * through the provider's report of it (docs/providers.md, Reconciliation).
   */
  providerRoundOpenMinutes: number
  /**
   * CORRECTION_FOUR_EYES_CENTAVOS: a balance correction above this many centavos waits for a second operator
   * (admin/correction_approve); up to it, the maker's correction applies at once. R$ 1.000,00 by default.
   */
  correctionFourEyesCentavos: number
  /**
   * CORRECTION_SOLO_DAILY_COUNT and CORRECTION_SOLO_DAILY_CENTAVOS: how many corrections, and how many centavos
   * in all, one operator may apply alone in a São Paulo day; past either, every further one waits for a second
   * operator (5 and R$ 2.000,00 by default).
   */
  correctionSolo: CorrectionSoloLimits
  /** The regulator's daily files (SIGAP_*): services/regulator, docs/compliance.md. */
  regulator: RegulatorConfig
  /** The operator console's second factor and sessions (docs/console.md). */
  console: ConsoleConfig
  /** The audit chain's key and where its head is exported (docs/server.md, The operator audit log). */
  audit: AuditConfig
}

/** The audit chain (services/audit): keyed outside the database, its head exported outside it. */
export interface AuditConfig {
  /** AUDIT_CHAIN_KEY: the HMAC-SHA256 key of every audit row's hash; never stored in the database. */
  chainKey: string
  /** AUDIT_EXPORT_FILE: an append-only file outside DATA_DIR that receives the chain head every hour. */
  exportFile: string | undefined
  /** AUDIT_EXPORT_URL: a webhook that receives the chain head every hour, signed with AUDIT_EXPORT_SECRET. */
  exportUrl: string | undefined
  /** AUDIT_EXPORT_SECRET: the HMAC-SHA256 key of the webhook's x-ficha-signature header. */
  exportSecret: string | undefined
}

export interface CorrectionSoloLimits {
  count: number
  centavos: number
}

/** The operator console: docs/console.md. */
interface ConsoleConfig {
  /**
   * CONSOLE_TOTP_REQUIRED: every /api/admin/* call is refused until the account has set up its second factor
   * (TOTP) and the session has passed it; on by default in production, off (offered, not forced) elsewhere.
   * An account that has set it up always needs it, whatever this says.
   */
  totpRequired: boolean
  /** CONSOLE_IDLE_MINUTES: a session that used the console ends after this long without a console call. */
  idleMinutes: number
  /**
   * CONSOLE_TOTP_KEY: encrypts the TOTP secrets at rest (AES-256-GCM, at least 32 characters); required in
   * production, unset elsewhere keeps them as they are.
   */
  totpKey: string | undefined
}

interface RegulatorConfig {
  /** SIGAP_XSD_DIR: the folder of the XSDs the operator supplies (apostas.xsd, apostadores.xsd, carteiras.xsd). */
  xsdDir: string
  /** SIGAP_OPERATOR_ID: the operator's identifier at the regulator, written in every file's header. */
  operatorId: string
}

/** The sample XSDs shipped with the mapping (services/regulator/sigapLayout.ts), for development and tests. */
const SAMPLE_XSD_DIR = serverPath('services/regulator/xsd')

/** The language of a visitor who has not chosen one (docs/portal.md, Languages). */
interface LanguageConfig {
  /** DEFAULT_LANGUAGE: zh by the spec in the standard profile, pt in brazil. */
  default: Lang
  /** BROWSER_LANGUAGE: a first visit speaks the browser's language when it is one of ours. */
  browser: boolean
}

/** Identity-check providers (server/services/identity): see IDENTITY_PROVIDER in the README. */
const IDENTITY_PROVIDERS = ['development', 'manual'] as const
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number]

/** The operator's compliance profile and player-protection defaults (docs/compliance.md). */
interface ComplianceConfig {
  /** COMPLIANCE_PROFILE: standard (the default) or brazil. */
  profile: ComplianceProfile
  /** REALITY_CHECK_MINUTES: minutes between reality checks during play unless the player chose others. */
  realityCheckMinutes: number
  /**
   * IDENTITY_PROVIDER: development verifies every valid CPF at once (never in production); manual leaves a
   * new player pending until an operator decides (admin/identity_review), the production default.
   */
  identityProvider: IdentityProviderName
  /**
   * REAUTH_IDLE_MINUTES: a login session idle this long needs the password again (user/reauth, game/reauth);
   * null (off) by default in standard, 30 in brazil (Ordinance SPA/MF 722/2024).
   */
  reauthIdleMinutes: number | null
  /**
   * SESSION_MAX_MINUTES: the operator's maximum session length; once a player's play session reaches it, play
   * stops for SESSION_BREAK_MINUTES (docs/compliance.md, Pause periods and session blocks). Null (off) by
   * default in standard, 360 in brazil; the break 30 by default.
   */
  sessionMaxMinutes: number | null
  sessionBreakMinutes: number
  /** The national ban list (BAN_LIST_*): server/services/banList, docs/compliance.md. */
  banList: BanListConfig
  /** The CEP lookup of the extended registration (CEP_*): server/services/registration/cep.ts. */
  cep: CepConfig
  /** The identity provider's face match (FACE_*): server/services/identity/face.ts. */
  face: FaceConfig
}

const CEP_PROVIDERS = ['development', 'http'] as const
export type CepProviderName = (typeof CEP_PROVIDERS)[number]

interface CepConfig {
  /**
   * CEP_PROVIDER: development (a few sample CEPs, never in production) or http (CEP_URL, a ViaCEP-style
   * service); unset, http when CEP_URL is set or in production. Without a URL the player types the address.
   */
  provider: CepProviderName
  /** CEP_URL: GET <url>/<8 digits>/json/ answers the address (ViaCEP's shape). */
  url: string | undefined
  /** CEP_TIMEOUT_MS: slower answers count as unavailable (the player types the address). */
  timeoutMs: number
}

interface FaceConfig {
  /**
   * FACE_URL: the identity provider's API (POST <url>/sessions opens a hosted document and liveness
   * session); unset, no face match is asked. npm start runs the simulator in development (FACE_SIMULATOR).
   */
  url: string | undefined
  /** FACE_API_KEY: sent as a bearer token with every call to the provider. */
  apiKey: string | undefined
  /** FACE_WEBHOOK_SECRET: verifies the provider's signed notices (POST /api/identity/webhook). */
  webhookSecret: string | undefined
  /** FACE_AT_WITHDRAWAL: a withdrawal asks a face match passed within FACE_WITHDRAWAL_MINUTES. */
  atWithdrawal: boolean
  /** FACE_WITHDRAWAL_MINUTES: how long a passed face match counts for withdrawals. */
  withdrawalMinutes: number
}

const loadFaceConfig = (env: Env): FaceConfig => {
  const url = env.FACE_URL || undefined
  if (url && !/^https?:\/\//.test(url)) throw new Error('FACE_URL must be an http(s) URL')
  if (url && (env.FACE_WEBHOOK_SECRET ?? '').length < 16)
    throw new Error(
      "FACE_URL is set but FACE_WEBHOOK_SECRET is missing or shorter than 16 characters: the provider's notices could not be verified",
    )
  return {
    url,
    apiKey: env.FACE_API_KEY || undefined,
    webhookSecret: env.FACE_WEBHOOK_SECRET || undefined,
    atWithdrawal: onOff('FACE_AT_WITHDRAWAL', env.FACE_AT_WITHDRAWAL, false),
    withdrawalMinutes: positive('FACE_WITHDRAWAL_MINUTES', env.FACE_WITHDRAWAL_MINUTES, 10),
  }
}

/** The national ban list's adapters (server/services/banList): see BAN_LIST_PROVIDER in the README. */
const BAN_LIST_PROVIDERS = ['development', 'http'] as const
export type BanListProviderName = (typeof BAN_LIST_PROVIDERS)[number]

interface BanListConfig {
  /** BAN_LIST_PROVIDER: development (nobody banned, never in production) or http (BAN_LIST_URL). */
  provider: BanListProviderName
  /** BAN_LIST_URL: the list's CPF-check endpoint (the simulator's in development under npm start). */
  url: string | undefined
  /** BAN_LIST_TOKEN: the bearer token the list expects, if any. */
  token: string | undefined
  /** BAN_LIST_TIMEOUT_MS: an answer slower than this counts as unavailable. */
  timeoutMs: number
}

/** REAUTH_IDLE_MINUTES: a positive number of minutes, or off (0, off); unset: 30 in brazil, off in standard. */
/** Minutes that are on by default in the brazil profile only; off or 0 turns them off. */
const brazilMinutes = (
  name: string,
  value: string | undefined,
  profile: ComplianceProfile,
  fallback: number,
): number | null => {
  if (value === undefined || value === '') return profile === 'brazil' ? fallback : null
  if (value === 'off' || value === '0') return null
  return positive(name, value, fallback)
}

/**
 * The operator's PIX receiving account, written into every BR Code, and the payment provider's webhook
 * secret. In production both must be set or PIX top-ups (key) and the webhook (secret) stay off: a
 * default would let players pay a key nobody owns, or anyone forge a settlement.
 */
interface PixConfig {
  key: string | undefined
  /** At most 25 and 15 characters in the code; accents are dropped. */
  merchantName: string
  merchantCity: string
  /** Merchant category code (EMV field 52); '0000' when not given. */
  mcc: string
  webhookSecret: string | undefined
  /** How long a PIX order can be paid. */
  orderTtlMinutes: number
}

/**
 * Dev defaults for PIX (a random-key placeholder and a shared secret): published in README, so never trusted in production.
 * @internal Tests check that production refuses it.
 */
export const DEV_PIX = { key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', webhookSecret: 'ficha-dev-pix-secret' }

/**
 * Dev default of AUDIT_CHAIN_KEY: published in the README, so refused in production.
 * @internal Tests check that production refuses it.
 */
export const DEV_AUDIT_CHAIN_KEY = 'ficha-dev-audit-chain-key-published-never-secret'

/**
 * Dev default for the seeded operator; production must set OPERATOR_PHONE and OPERATOR_PASSWORD.
 * @internal Tests check that production refuses it.
 */
export const DEV_OPERATOR = { phone: '+5511999990000', password: 'ficha-operator' }

export interface LoginLimits {
  /** Password tries one address may make in 15 minutes at accounts it never logged into. */
  perIp: number
  /** Password tries at one account per hour from addresses it never logged in from. */
  perAccount: number
}

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

export interface PayoutRules {
  /** PAYOUT_AUTO_MAX: the largest withdrawal paid without a human, centavos (R$ 500). */
  autoMax: number
  /** PAYOUT_PLAYER_DAILY_MAX: a player's withdrawals paid without a human in a São Paulo day, centavos. */
  playerDailyMax: number
  /** PAYOUT_HOUSE_DAILY_MAX: all withdrawals paid without a human in a São Paulo day, centavos. */
  houseDailyMax: number
}

export interface PayoutConfig {
  /** PAYOUT_URL: the payout provider's API; unset, withdrawals are paid by hand from the console. */
  url: string | undefined
  /** PAYOUT_API_KEY: sent as a bearer token with every call to the provider. */
  apiKey: string | undefined
  /** PAYOUT_WEBHOOK_SECRET: verifies the provider's signed notices (POST /api/payouts/webhook). */
  webhookSecret: string | undefined
  /** PAYOUT_POLL_SECONDS: how often the payout job runs the rules, sends and queries. */
  pollSeconds: number
  rules: PayoutRules
}

const loadPayoutConfig = (env: Env): PayoutConfig => {
  const url = env.PAYOUT_URL || undefined
  if (url && !/^https?:\/\//.test(url)) throw new Error('PAYOUT_URL must be an http(s) URL')
  if (url && !env.PAYOUT_WEBHOOK_SECRET)
    throw new Error(
      "PAYOUT_URL is set but PAYOUT_WEBHOOK_SECRET is not: the provider's notices could not be verified",
    )
  if (env.PAYOUT_WEBHOOK_SECRET && env.PAYOUT_WEBHOOK_SECRET.length < 16)
    throw new Error('PAYOUT_WEBHOOK_SECRET is too short: use at least 16 characters')
  return {
    url,
    apiKey: env.PAYOUT_API_KEY || undefined,
    webhookSecret: env.PAYOUT_WEBHOOK_SECRET || undefined,
    pollSeconds: positive('PAYOUT_POLL_SECONDS', env.PAYOUT_POLL_SECONDS, 10),
    rules: {
      autoMax: positive('PAYOUT_AUTO_MAX', env.PAYOUT_AUTO_MAX, 50_000),
      playerDailyMax: positive('PAYOUT_PLAYER_DAILY_MAX', env.PAYOUT_PLAYER_DAILY_MAX, 200_000),
      houseDailyMax: positive('PAYOUT_HOUSE_DAILY_MAX', env.PAYOUT_HOUSE_DAILY_MAX, 5_000_000),
    },
  }
}

export interface PostbackConfig {
  /** POSTBACK_TIMEOUT_MS: how long a partner's server has to answer a postback before it counts as failed. */
  timeoutMs: number
  /** POSTBACK_RETRY_MS: the first retry's delay; each next one doubles, up to an hour. */
  retryMs: number
  /** POSTBACK_POLL_MS: how often the postback job looks for events to send. */
  pollMs: number
}

/** How often verification codes may be sent. */
export interface CodeLimits {
  /** CODE_DAILY_CAP_PER_IP: codes one client address may request a day. */
  perIpPerDay: number
  /** CODE_RESEND_SECONDS: the wait between two codes to one phone (the spec's 60 s countdown; less only outside
   * production, for tests that send a second code at once). */
  resendSeconds: number
}

const positive = (name: string, value: string | undefined, fallback: number): number => {
  const parsed = Number(value ?? fallback)
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive whole number`)
  return parsed
}

const onOff = (name: string, value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback
  if (value === 'on' || value === 'true') return true
  if (value === 'off' || value === 'false') return false
  throw new Error(`${name} must be on or off: ${value}`)
}

/** One of `allowed`; unset or empty means `fallback`. */
const oneOf = <T extends string>(
  name: string,
  allowed: readonly T[],
  value: string | undefined,
  fallback: T,
): T => {
  const chosen = value === undefined || value === '' ? fallback : value
  if (!(allowed as readonly string[]).includes(chosen))
    throw new Error(`${name} must be ${allowed.join(' or ')}, not ${value}`)
  return chosen as T
}

const nodeEnv = (value: string | undefined): Config['env'] => {
  if (value === undefined || value === '' || value === 'production') return 'production'
  if (value === 'development' || value === 'test') return value
  throw new Error(`NODE_ENV must be development, test or production (unset means production), not ${value}`)
}

const CIDR = /^(.+)\/(\d{1,3})$/

/** TRUST_PROXY in Fastify's forms: true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxy = (value: string | undefined): Config['trustProxy'] => {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  const entries = list(text)
  for (const entry of entries) {
    const address = CIDR.exec(entry)?.[1] ?? entry
    if (!isIP(address) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry)) {
      throw new Error(
        `TRUST_PROXY: ${entry} is neither an address nor a CIDR range (or true, false, a hop count)`,
      )
    }
  }
  return entries
}

/** Refuses to start in production with a setting that would make the server unsafe, naming it. */
const assertProductionSafe = (env: Env, provider: string) => {
  if (!env.OPERATOR_PHONE || !env.OPERATOR_PASSWORD) {
    throw new Error('In production set OPERATOR_PHONE and OPERATOR_PASSWORD for the operator account')
  }
  if (env.OPERATOR_PASSWORD === DEV_OPERATOR.password || passwordRefusal(env.OPERATOR_PASSWORD)) {
    throw new Error(
      'OPERATOR_PASSWORD is too weak for production: 8 to 64 characters, not blank, not one repeated character, not a common or published password',
    )
  }
  if (provider === 'console') {
    throw new Error(
      'SMS_PROVIDER=console writes codes to the log: in production set SMS_PROVIDER=http and SMS_WEBHOOK_URL',
    )
  }
  if (env.PIX_WEBHOOK_SECRET === DEV_PIX.webhookSecret) {
    throw new Error('PIX_WEBHOOK_SECRET is the published development secret: set a secret of your own')
  }
  if (env.PIX_WEBHOOK_SECRET && env.PIX_WEBHOOK_SECRET.length < 16) {
    throw new Error('PIX_WEBHOOK_SECRET is too short: use at least 16 characters')
  }
  if (env.PIX_KEY && !env.PIX_WEBHOOK_SECRET) {
    throw new Error(
      "PIX_KEY is set but PIX_WEBHOOK_SECRET is not: payments could never be confirmed; set the provider's webhook secret",
    )
  }
  if (env.PIX_KEY === DEV_PIX.key) {
    throw new Error("PIX_KEY is the development placeholder: set the operator's own PIX key")
  }
  if (env.BAN_LIST_PROVIDER === 'development') {
    throw new Error(
      'BAN_LIST_PROVIDER=development finds nobody on the national ban list: in production use http with BAN_LIST_URL',
    )
  }
  if (!env.CONSOLE_TOTP_KEY) {
    throw new Error(
      'In production set CONSOLE_TOTP_KEY (32+ random characters): it encrypts the TOTP secrets',
    )
  }
  if (!env.AUDIT_CHAIN_KEY) {
    throw new Error(
      'In production set AUDIT_CHAIN_KEY (32+ random characters, kept outside the database): it keys the audit chain',
    )
  }
  if (env.AUDIT_CHAIN_KEY === DEV_AUDIT_CHAIN_KEY) {
    throw new Error('AUDIT_CHAIN_KEY is the published development key: set a key of your own')
  }
  if (!env.AUDIT_EXPORT_FILE && !env.AUDIT_EXPORT_URL) {
    throw new Error(
      'In production set AUDIT_EXPORT_FILE or AUDIT_EXPORT_URL: the audit chain head is exported where the database owner cannot rewrite it',
    )
  }
  if (env.IDENTITY_PROVIDER === 'development') {
    throw new Error(
      'IDENTITY_PROVIDER=development verifies every valid CPF without a check: in production use manual or a real provider',
    )
  }
  if (env.CEP_PROVIDER === 'development') {
    throw new Error(
      'CEP_PROVIDER=development knows a few sample CEPs only: in production use http with CEP_URL',
    )
  }
  if (Number(env.CODE_RESEND_SECONDS ?? CODE_COUNTDOWN_SECONDS) < CODE_COUNTDOWN_SECONDS) {
    throw new Error(
      `CODE_RESEND_SECONDS under ${CODE_COUNTDOWN_SECONDS} lets one phone be sent codes faster than the code screen counts down: in production leave it unset`,
    )
  }
}

/** The XSDs a SIGAP_XSD_DIR must hold (services/regulator/sigapLayout.ts names them). */
const SIGAP_XSDS = ['apostas.xsd', 'apostadores.xsd', 'carteiras.xsd']

/**
 * The regulator's files in production with the brazil profile: the operator's own XSDs and identifier, never
 * the samples or a placeholder (the files would be checked against schemas the regulator never wrote).
 */
const assertRegulatorSettings = (env: Env) => {
  const missing = ['SIGAP_XSD_DIR', 'SIGAP_OPERATOR_ID'].filter((name) => !env[name]?.trim())
  if (missing.length > 0)
    throw new Error(
      `COMPLIANCE_PROFILE=brazil in production files the regulator's daily files: set ${missing.join(' and ')} (the Manual SIGAP's XSD folder and the operator's identifier at the regulator)`,
    )
  const dir = env.SIGAP_XSD_DIR?.trim() ?? ''
  const absent = SIGAP_XSDS.filter((name) => !existsSync(join(dir, name)))
  if (absent.length > 0)
    throw new Error(`SIGAP_XSD_DIR ${dir} lacks ${absent.join(', ')}: supply the Manual SIGAP's XSDs there`)
}

/** The keys that must be long wherever they are set. */
const assertLongKeys = (env: Env) => {
  for (const name of ['CONSOLE_TOTP_KEY', 'AUDIT_CHAIN_KEY', 'AUDIT_EXPORT_SECRET'] as const) {
    const value = env[name]
    if (value && value.length < 32) throw new Error(`${name} is too short: use at least 32 random characters`)
  }
}

const loadAuditConfig = (env: Env, dataDir: string): AuditConfig => {
  const exportFile = env.AUDIT_EXPORT_FILE || undefined
  const exportUrl = env.AUDIT_EXPORT_URL || undefined
  // DATA_DIR is the database's: whoever owns it could rewrite the file along with the chain.
  if (exportFile && !dataDir.startsWith('memory://') && isInside(exportFile, dataDir))
    throw new Error('AUDIT_EXPORT_FILE must be outside DATA_DIR')
  if (exportUrl && !/^https?:\/\//.test(exportUrl)) throw new Error('AUDIT_EXPORT_URL must be an http(s) URL')
  if (exportUrl && !env.AUDIT_EXPORT_SECRET)
    throw new Error(
      'AUDIT_EXPORT_URL is set but AUDIT_EXPORT_SECRET is not: its receiver could not check the head',
    )
  return {
    chainKey: env.AUDIT_CHAIN_KEY || DEV_AUDIT_CHAIN_KEY,
    exportFile,
    exportUrl,
    exportSecret: env.AUDIT_EXPORT_SECRET || undefined,
  }
}

const isInside = (file: string, dir: string): boolean => {
  const path = relative(resolve(dir), resolve(file))
  return path === '' || (!path.startsWith('..') && !isAbsolute(path))
}

const LOOPBACK = 'localhost'

/** Whether a listening address is reachable from this machine only. */
export const isLoopback = (host: string): boolean =>
  host === LOOPBACK || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)

export const loadConfig = (env: Env = process.env): Config => {
  const mode = nodeEnv(env.NODE_ENV)
  const production = mode === 'production'
  const provider = env.SMS_PROVIDER ?? (production ? 'http' : 'console')
  if (provider !== 'console' && provider !== 'http') throw new Error(`SMS_PROVIDER must be console or http`)
  if (provider === 'http' && !env.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=http needs SMS_WEBHOOK_URL')
  if (production) assertProductionSafe(env, provider)
  assertLongKeys(env)
  // Development and test publish their secrets (the code outbox, the operator password): never to the network.
  if (!production && env.HOST && !isLoopback(env.HOST))
    throw new Error(
      `NODE_ENV=${mode} serves the code outbox and published development secrets, so it listens on loopback only, not HOST=${env.HOST}: use HOST=127.0.0.1, or production (NODE_ENV unset or production) on the network`,
    )
  const serverPort = port(env.PORT)
  const dataDir = env.DATA_DIR ?? './data'
  const workers = positive('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1)
  if (workers > 1 && !env.DATABASE_URL)
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database is opened by one process only',
    )
  for (const name of ['DATABASE_DIRECT_URL', 'DATABASE_REPLICA_URL'] as const)
    if (env[name] && !env.DATABASE_URL)
      throw new Error(`${name} needs DATABASE_URL: it names PostgreSQL's primary`)
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length > 0 && env.METRICS_TOKEN.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters')
  if (env.PIX_MCC !== undefined && !/^\d{4}$/.test(env.PIX_MCC)) throw new Error('PIX_MCC must be 4 digits')
  const profile = oneOf('COMPLIANCE_PROFILE', COMPLIANCE_PROFILES, env.COMPLIANCE_PROFILE, 'standard')
  if (production && profile === 'brazil') {
    assertRegulatorSettings(env)
    // Without a face match a brazil registration would complete on the data alone.
    if (!env.FACE_URL?.trim())
      throw new Error(
        'COMPLIANCE_PROFILE=brazil in production identifies each player by face (Law 14.790 art. 23): set FACE_URL and FACE_WEBHOOK_SECRET (the identity provider)',
      )
  }
  return {
    port: serverPort,
    // Development and test listen on loopback only.
    host: env.HOST || (production ? '0.0.0.0' : LOOPBACK),
    trustProxy: trustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined,
    replicas: {
      urls: list(env.DATABASE_REPLICA_URL),
      maxLagSeconds: positive('DATABASE_REPLICA_MAX_LAG_SECONDS', env.DATABASE_REPLICA_MAX_LAG_SECONDS, 10),
    },
    dataDir,
    corsOrigins: list(env.CORS_ORIGINS),
    sms: { provider, webhookUrl: env.SMS_WEBHOOK_URL },
    env: mode,
    production,
    envUnset: !env.NODE_ENV,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'debug'),
    logFormat: oneOf(
      'LOG_FORMAT',
      ['pretty', 'json'],
      env.LOG_FORMAT,
      mode === 'development' ? 'pretty' : 'json',
    ),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${serverPort}`,
    operator: {
      phone: env.OPERATOR_PHONE ?? DEV_OPERATOR.phone,
      password: env.OPERATOR_PASSWORD ?? DEV_OPERATOR.password,
    },
    // Off in production and in tests (a fresh database must start empty there) unless asked for.
    demoPlayers: env.DEMO_PLAYERS === undefined ? mode === 'development' : env.DEMO_PLAYERS === 'true',
    sseMaxConnections: positive('SSE_MAX_CONNECTIONS', env.SSE_MAX_CONNECTIONS, 2_000),
    sseMaxPerIp: positive('SSE_MAX_PER_IP', env.SSE_MAX_PER_IP, 20),
    uploadDir: env.UPLOAD_DIR ?? join(dataDir.startsWith('memory://') ? tmpdir() : dataDir, 'uploads'),
    pix: {
      key: env.PIX_KEY || (production ? undefined : DEV_PIX.key),
      merchantName: env.PIX_MERCHANT_NAME ?? 'FICHA',
      merchantCity: env.PIX_MERCHANT_CITY ?? 'SAO PAULO',
      mcc: env.PIX_MCC ?? '0000',
      webhookSecret: env.PIX_WEBHOOK_SECRET || (production ? undefined : DEV_PIX.webhookSecret),
      orderTtlMinutes: 30,
    },
    limits: {
      requestsPerMinute: positive('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 600),
      codes: {
        perIpPerDay: positive('CODE_DAILY_CAP_PER_IP', env.CODE_DAILY_CAP_PER_IP, 50),
        resendSeconds: positive('CODE_RESEND_SECONDS', env.CODE_RESEND_SECONDS, CODE_COUNTDOWN_SECONDS),
      },
      login: {
        perIp: positive('LOGIN_TRIES_PER_IP', env.LOGIN_TRIES_PER_IP, 30),
        perAccount: positive('LOGIN_TRIES_PER_ACCOUNT', env.LOGIN_TRIES_PER_ACCOUNT, 20),
      },
    },
    workers,
    jobLeaseSeconds: positive('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 15),
    redisUrl: env.REDIS_URL || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    compliance: {
      profile,
      realityCheckMinutes: positive('REALITY_CHECK_MINUTES', env.REALITY_CHECK_MINUTES, 60),
      identityProvider: oneOf(
        'IDENTITY_PROVIDER',
        IDENTITY_PROVIDERS,
        env.IDENTITY_PROVIDER,
        production ? 'manual' : 'development',
      ),
      reauthIdleMinutes: brazilMinutes('REAUTH_IDLE_MINUTES', env.REAUTH_IDLE_MINUTES, profile, 30),
      sessionMaxMinutes: brazilMinutes('SESSION_MAX_MINUTES', env.SESSION_MAX_MINUTES, profile, 360),
      sessionBreakMinutes: positive('SESSION_BREAK_MINUTES', env.SESSION_BREAK_MINUTES, 30),
      banList: {
        provider: oneOf(
          'BAN_LIST_PROVIDER',
          BAN_LIST_PROVIDERS,
          env.BAN_LIST_PROVIDER,
          production || env.BAN_LIST_URL ? 'http' : 'development',
        ),
        url: env.BAN_LIST_URL || undefined,
        token: env.BAN_LIST_TOKEN || undefined,
        timeoutMs: positive('BAN_LIST_TIMEOUT_MS', env.BAN_LIST_TIMEOUT_MS, 3_000),
      },
      cep: {
        provider: oneOf(
          'CEP_PROVIDER',
          CEP_PROVIDERS,
          env.CEP_PROVIDER,
          production || env.CEP_URL ? 'http' : 'development',
        ),
        url: env.CEP_URL || undefined,
        timeoutMs: positive('CEP_TIMEOUT_MS', env.CEP_TIMEOUT_MS, 3_000),
      },
      face: loadFaceConfig(env),
    },
    autoTransfer: onOff('AUTO_TRANSFER', env.AUTO_TRANSFER, true),
    monitoring: onOff('MONITORING', env.MONITORING, true),
    requestTimeoutSeconds: positive('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, 60),
    withdrawalExpectedMinutes: positive('WITHDRAWAL_EXPECTED_MINUTES', env.WITHDRAWAL_EXPECTED_MINUTES, 60),
    language: {
      default: oneOf('DEFAULT_LANGUAGE', LANGS, env.DEFAULT_LANGUAGE, profile === 'brazil' ? 'pt' : 'zh'),
      browser: onOff('BROWSER_LANGUAGE', env.BROWSER_LANGUAGE, false),
    },
    brand: loadBrand(env),
    brandName: env.BRAND_NAME?.trim() || undefined,
    hub88: loadHub88Config(env, production),
    slotegrator: loadSlotegratorConfig(env, production),
    payouts: loadPayoutConfig(env),
    postbacks: {
      timeoutMs: positive('POSTBACK_TIMEOUT_MS', env.POSTBACK_TIMEOUT_MS, 10_000),
      retryMs: positive('POSTBACK_RETRY_MS', env.POSTBACK_RETRY_MS, 30_000),
      pollMs: positive('POSTBACK_POLL_MS', env.POSTBACK_POLL_MS, 1_000),
    },
    partnerPlansPollSeconds: positive('PARTNER_PLANS_POLL_SECONDS', env.PARTNER_PLANS_POLL_SECONDS, 60),
    providerRoundOpenMinutes: positive('PROVIDER_ROUND_OPEN_MINUTES', env.PROVIDER_ROUND_OPEN_MINUTES, 120),
    correctionFourEyesCentavos: positive(
      'CORRECTION_FOUR_EYES_CENTAVOS',
      env.CORRECTION_FOUR_EYES_CENTAVOS,
      DEFAULT_FOUR_EYES_CENTAVOS,
    ),
    correctionSolo: {
      count: positive('CORRECTION_SOLO_DAILY_COUNT', env.CORRECTION_SOLO_DAILY_COUNT, 5),
      centavos: positive('CORRECTION_SOLO_DAILY_CENTAVOS', env.CORRECTION_SOLO_DAILY_CENTAVOS, 200_000),
    },
    regulator: {
      // The samples and the placeholder serve development, tests and the standard profile only: production
      // with the brazil profile refused to start without the operator's own (assertRegulatorSettings).
      xsdDir: env.SIGAP_XSD_DIR?.trim() || SAMPLE_XSD_DIR,
      operatorId: env.SIGAP_OPERATOR_ID?.trim() || 'FICHA',
    },
    console: {
      totpRequired: onOff('CONSOLE_TOTP_REQUIRED', env.CONSOLE_TOTP_REQUIRED, production),
      idleMinutes: positive('CONSOLE_IDLE_MINUTES', env.CONSOLE_IDLE_MINUTES, 30),
      totpKey: env.CONSOLE_TOTP_KEY || undefined,
    },
    audit: loadAuditConfig(env, dataDir),
  }
}

/**
 * The settings, or one line naming the one that is wrong or missing, and exit 1: loadConfig's message is the
 * whole story, and a stack trace under it would only bury it. `who` starts the line (the server, or a script).
 */
export const settingsOrExit = (who: string, env: Env = process.env): Config => {
  try {
    return loadConfig(env)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`${who}: ${message.replace(/\s*\n\s*/g, ' ')}\n`)
    process.exit(1)
  }
}
