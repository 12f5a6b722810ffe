import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Browser tests run the real product (`npm start`: built portal, demo, widgets and API) on its own port with a
// fresh embedded database, in the system Chromium at the phone size the product is designed for.
const port = Number(process.env.E2E_PORT ?? 18080)
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ficha-e2e-'))
export const baseURL = `http://127.0.0.1:${port}`
/**
 * The main server's PUBLIC_URL: on purpose not the origin the browsers use, so every game opened from the
 * portal proves it runs on the player's origin; only absolute addresses leaving the server (invite links) use it.
 */
export const publicURL = `http://localhost:${port}`
/** Origins the widget tests serve the demo pages from, as partners would (tests/e2e/widgets/support), one a spec file. */
/** port + 17 and port + 19 are the refused sites of refused-origin.spec.ts and ticker.spec.ts. */
export const partnerOrigins = [1, 2, 3, 4, 5, 6, 8].map((n) => `http://127.0.0.1:${port + 10 + n}`)
/** A second server in the brazil compliance profile and the casino theme, with its own database: brazil/*.spec.ts. */
export const brazilURL = `http://127.0.0.1:${port + 2}`
process.env.E2E_BRAZIL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ficha-e2e-brazil-'))

/** What both servers share: a test run from one machine, its abuse limits out of the way. */
const serverEnv = {
  DATABASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // Every browser and helper of the run comes from 127.0.0.1: per-IP abuse limits would trip.
  RATE_LIMIT_PER_MINUTE: '100000',
  CODE_DAILY_CAP_PER_IP: '100000',
  LOGIN_TRIES_PER_IP: '100000',
  SSE_MAX_PER_IP: '100000',
  // A test that sets the withdrawal password asks a second code just after the sign-up's: 2 s between two
  // codes to one phone, not the spec's 60 s of waiting.
  CODE_RESEND_SECONDS: '2',
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/docs.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: publicURL,
        CORS_ORIGINS: partnerOrigins.join(','),
        // The Hub88 simulator beside it, as npm start in development runs it: its games join the lobby
        // (providers.spec.ts plays one).
        PROVIDER_SIMULATOR: 'on',
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${brazilURL}/api/docs.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...serverEnv,
        PORT: String(port + 2),
        DATA_DIR: process.env.E2E_BRAZIL_DATA_DIR,
        PUBLIC_URL: brazilURL,
        COMPLIANCE_PROFILE: 'brazil',
        // The demo's brazil setup wears the dark casino theme: every browser test here checks it.
        BRAND_THEME: 'casino',
        // An operator's own name, longer than Ficha, as a real operator's is (brazil/header.spec.ts).
        BRAND_NAME: 'FichaBet',
        // As in production: every declared CPF waits for the operator (brazil/identity.spec.ts).
        IDENTITY_PROVIDER: 'manual',
        // As in production: withdrawals go through the payout rules and a PIX payout provider, its simulator
        // (an amount ending in 13 centavos is refused: brazil/payout-refusal.spec.ts).
        PAYOUT_SIMULATOR: 'on',
        PAYOUT_POLL_SECONDS: '2',
        // The identity provider's face match through its simulator: the extended registration asks it
        // (brazil/registration.spec.ts).
        FACE_SIMULATOR: 'on',
        // Partners' pages embed its elements too (widgets/partner-area.spec.ts: a CPA needs a verified CPF),
        // and their players qualify within seconds, not the production minute.
        CORS_ORIGINS: partnerOrigins.join(','),
        PARTNER_PLANS_POLL_SECONDS: '2',
      },
    },
  ],
})
