#!/usr/bin/env node
// Lighthouse report (not a test): mobile performance (Lighthouse's default mobile preset: a mid-range phone,
// slow 4G and 4x CPU, simulated) of the portal's home page, its login page and, logged in through the real
// API, the player's page (/pages/mine/index), with the layout shift of each. The 4x CPU slowdown applies
// to this machine's speed, printed as Lighthouse's benchmark index: a busy machine scores lower. Starts
// `npm start`'s server on its own port and a throwaway database, drives the system Chromium, prints one line
// a page.
// LIGHTHOUSE_PORT (default 18090) sets the port; the whole run is bounded by LIGHTHOUSE_TIMEOUT_MS.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

const port = Number(process.env.LIGHTHOUSE_PORT ?? 18090)
const debugPort = port + 1
/** Runs per page (LIGHTHOUSE_RUNS, default 3); the median is printed. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const base = `http://127.0.0.1:${port}`
const deadline = setTimeout(
  () => {
    console.error('Lighthouse report: out of time, stopped.')
    process.exit(1)
  },
  Number(process.env.LIGHTHOUSE_TIMEOUT_MS ?? 300_000),
)

const dataDir = mkdtempSync(join(tmpdir(), 'ficha-lighthouse-'))
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  },
})

async function serverReady() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (
      await fetch(`${base}/api/docs.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not answer at ${base}`)
}

async function call(path, data) {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', vuelang: 'en' },
    body: JSON.stringify(data),
  })
  const body = await response.json()
  if (body.code !== 1) throw new Error(`${path} answered ${body.code}: ${body.msg}`)
  return body.data
}

/** A new player, registered and logged in the way the portal does it (code from the dev outbox). */
async function playerToken() {
  const phone = `+55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const password = 'senha-forte-123'
  await call('sms/send', { username: phone, purpose: 'register' })
  const outbox = await fetch(`${base}/api/dev/outbox?phone=${encodeURIComponent(phone)}`).then((r) =>
    r.json(),
  )
  const codes = outbox.data.find((entry) => entry.purpose === 'register').code
  await call('user/register', { username: phone, password, codes, agree: true })
  return (await call('user/login', { username: phone, password })).userinfo.token
}

const PAGES = [
  { name: 'home (/)', route: '/' },
  { name: 'login', route: '/pages/jogos/login' },
  { name: 'player, logged in', route: '/pages/mine/index', loggedIn: true },
]

const profile = mkdtempSync(join(tmpdir(), 'ficha-lighthouse-profile-'))
let context
try {
  await serverReady()
  const token = await playerToken()
  // One browser whose default profile Lighthouse's tabs share, so the session set below is theirs too.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
  })
  const page = context.pages()[0] ?? (await context.newPage())
  /** A cold visit all the same for the logged-in page: no HTTP cache, no service worker, only the session. */
  const coldVisit = async () => {
    await page.goto(`${base}/api/docs.json`)
    await page.evaluate((session) => localStorage.setItem('App-Token', session), token)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    })
  }
  // One run thrown away first: the first load of a fresh server and browser (cold caches, code not yet
  // optimised) is no player's visit to a running portal, and it scored 5 to 10 points below the rest.
  await lighthouse(`${base}/#/`, { port: debugPort, logLevel: 'error', onlyCategories: ['performance'] })
  console.log(`Lighthouse mobile (slow 4G, 4x CPU, simulated), median of ${RUNS} runs a page`)
  for (const { name, route, loggedIn } of PAGES) {
    // Lighthouse's advice for noisy machines: several runs, the median one reported (scores of every run shown).
    const runs = []
    for (let run = 0; run < RUNS; run += 1) {
      if (loggedIn) await coldVisit()
      runs.push(
        await lighthouse(`${base}/#${route}`, {
          port: debugPort,
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: !!loggedIn,
        }),
      )
    }
    const scoreOf = (run) => run.lhr.categories.performance.score ?? 0
    runs.sort((a, b) => scoreOf(a) - scoreOf(b))
    const result = runs[Math.floor(runs.length / 2)]
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) console.log(`  ${name.padEnd(20)} not measured: ${runtimeError.message}`)
    /** An audit's value in `unit` (1 for ms, 1000 for s), or '?' when Lighthouse could not measure it. */
    const value = (id, unit, digits) => {
      const number = audits[id]?.numericValue
      return typeof number === 'number' ? (number / unit).toFixed(digits) : '?'
    }
    const score = Math.round((categories.performance.score ?? 0) * 100)
    console.log(
      `  ${name.padEnd(20)} performance ${String(score).padStart(3)}  FCP ${value('first-contentful-paint', 1000, 1)} s` +
        `  LCP ${value('largest-contentful-paint', 1000, 1)} s  TBT ${value('total-blocking-time', 1, 0)} ms` +
        `  SI ${value('speed-index', 1000, 1)} s  CLS ${value('cumulative-layout-shift', 1, 3)}` +
        `  ${value('total-byte-weight', 1024, 0)} KiB  (CPU benchmark ${Math.round(result.lhr.environment.benchmarkIndex)};` +
        ` runs ${runs.map((run) => Math.round(scoreOf(run) * 100)).join(' ')})`,
    )
    if (process.env.LIGHTHOUSE_DEBUG) {
      const element = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
      console.log(`    LCP element: ${element?.snippet ?? '?'}`)
    }
  }
} finally {
  await context?.close()
  server.kill()
  clearTimeout(deadline)
  rmSync(profile, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
