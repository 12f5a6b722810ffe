// `npm start` from source (scripts/start.mjs, whenever it does not run the built server): builds whatever
// part of the front end is missing, then serves portal, demo, widgets and API on one port (PORT, default
// 8080) through tsx, with the embedded database unless DATABASE_URL is set. It is the local demo: it runs in
// development mode (dev outbox, codes on the terminal, default operator, loopback only) unless NODE_ENV says
// otherwise or HOST is not a loopback address (then production, as the server itself, npm run server,
// treats an unset NODE_ENV).

import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

const builds = [
  { output: 'dist/portal/index.html', script: 'build:portal' },
  { output: 'dist/console/index.html', script: 'build:console' },
  { output: 'dist/widgets/ficha.js', script: 'build:widgets', when: 'tsup.config.ts' },
  { output: 'dist/play/index.html', script: 'build:play' },
  { output: 'dist/demo/index.html', script: 'build:demo' },
]
for (const { output, script, when } of builds) {
  if (existsSync(output) || (when && !existsSync(when))) continue
  console.log(`Building ${script.replace('build:', '')} (missing ${output})…`)
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

// The repository's tsconfig, whatever the working directory: its paths are the @src/, @server/… aliases.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })
const { isLoopback } = await import('../server/config.ts')
// Set after the builds, which must stay production bundles. Development on loopback only: a HOST on the
// network (a container's 0.0.0.0) gets production and its refusals, never the dev outbox and secrets.
const host = process.env.HOST
if (!process.env.NODE_ENV && host && !isLoopback(host))
  console.log(`HOST=${host} is reachable from the network: production rules apply (NODE_ENV is not set)`)
else process.env.NODE_ENV ||= 'development'

// Development (or PROVIDER_SIMULATOR=on outside production, as the browser tests ask), and only when no
// HUB88_* is configured: the Hub88 simulator runs beside the server on a port of its own, the server's Hub88
// settings point at it (its Games API, its key) and trust it, so the lobby shows the simulator's games and a
// player plays them end to end (docs/providers.md). Started once, by the primary process: workers inherit
// the settings. Production never runs it, whatever PROVIDER_SIMULATOR says. HUB88_WALLET=transfer (the
// wallet model, not a connection) still gets the simulator, playing Hub88's TransferWallet side.
const MODEL_SETTINGS = ['HUB88_WALLET', 'HUB88_SUB_PARTNER_ID']
const hub88Set = Object.keys(process.env).some(
  (name) => name.startsWith('HUB88_') && !MODEL_SETTINGS.includes(name) && process.env[name],
)
const simulatorWanted =
  process.env.PROVIDER_SIMULATOR === 'on' ||
  (process.env.NODE_ENV === 'development' && process.env.PROVIDER_SIMULATOR !== 'off')
const production = !['development', 'test'].includes(process.env.NODE_ENV ?? '')
const simulators = simulatorWanted && !production && cluster.isPrimary
if (simulators && !hub88Set) {
  const { generateKeyPairSync } = await import('node:crypto')
  const { startHub88Simulator } = await import('../simulator/hub88Server.ts')
  const operator = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const port = process.env.PORT || '8080'
  const running = await startHub88Simulator({
    wallet: `http://127.0.0.1:${port}`,
    operatorPublicKey: operator.publicKey,
    port: Number(process.env.SIMULATOR_PORT || 0),
    transferWallet: process.env.HUB88_WALLET === 'transfer',
  })
  if (process.env.HUB88_WALLET === 'transfer') process.env.HUB88_SUB_PARTNER_ID ||= 'ficha-dev'
  Object.assign(process.env, {
    HUB88_API_URL: running.url,
    HUB88_OPERATOR_ID: '1',
    HUB88_PUBLIC_KEY: running.publicKeyPem,
    HUB88_PRIVATE_KEY: operator.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  })
  console.log(`Hub88 simulator (${process.env.NODE_ENV}) at ${running.url}: its games join the lobby`)
}
// The same for Slotegrator when no SLOTEGRATOR_* is configured: its simulator's Games API and game page,
// and the merchant id and key it shares with the server (GIS signs both ways with one key).
const slotegratorSet = Object.keys(process.env).some(
  (name) => name.startsWith('SLOTEGRATOR_') && process.env[name],
)
if (simulators && !slotegratorSet) {
  const { startSlotegratorSimulator } = await import('../simulator/slotegratorServer.ts')
  const running = await startSlotegratorSimulator({
    wallet: `http://127.0.0.1:${process.env.PORT || '8080'}`,
    port: Number(process.env.SIMULATOR_SLOTEGRATOR_PORT || 0),
  })
  Object.assign(process.env, {
    SLOTEGRATOR_API_URL: running.url,
    SLOTEGRATOR_MERCHANT_ID: running.merchantId,
    SLOTEGRATOR_MERCHANT_KEY: running.merchantKey,
  })
  console.log(`Slotegrator simulator (${process.env.NODE_ENV}) at ${running.url}: its games join the lobby`)
}
// The PIX payout provider in development when no PAYOUT_URL is configured: its simulator pays
// withdrawals the operator's rules clear (an ordinary one is paid within PAYOUT_POLL_SECONDS) and notifies
// the server. Not for PROVIDER_SIMULATOR=on alone (the browser tests' game providers): without PAYOUT_URL
// the operator pays withdrawals by hand, which those tests go through. PAYOUT_SIMULATOR=on asks for it
// outside production (the browser tests' brazil server, whose withdrawals go through the payout rules).
const payoutSimulator =
  (simulators && process.env.NODE_ENV === 'development') ||
  (process.env.PAYOUT_SIMULATOR === 'on' && !production && cluster.isPrimary)
if (payoutSimulator && !process.env.PAYOUT_URL) {
  const { randomBytes } = await import('node:crypto')
  const { startPixPayoutSimulator } = await import('../simulator/pixPayoutServer.ts')
  const webhookSecret = process.env.PAYOUT_WEBHOOK_SECRET || randomBytes(24).toString('hex')
  const apiKey = process.env.PAYOUT_API_KEY || randomBytes(24).toString('hex')
  const running = await startPixPayoutSimulator({
    port: Number(process.env.SIMULATOR_PAYOUT_PORT || 0),
    webhookUrl: `http://127.0.0.1:${process.env.PORT || '8080'}/api/payouts/webhook`,
    webhookSecret,
    apiKey,
  })
  Object.assign(process.env, {
    PAYOUT_URL: running.url,
    PAYOUT_API_KEY: apiKey,
    PAYOUT_WEBHOOK_SECRET: webhookSecret,
  })
  console.log(
    `PIX payout simulator (${process.env.NODE_ENV}) at ${running.url}: withdrawals are paid through it`,
  )
}
// The identity provider's face match (FACE_SIMULATOR=on outside production, when no FACE_URL is set): its
// hosted page passes, fails, times out or replays, and notifies the server (the brazil browser tests).
if (process.env.FACE_SIMULATOR === 'on' && !production && cluster.isPrimary && !process.env.FACE_URL) {
  const { randomBytes } = await import('node:crypto')
  const { startFaceSimulator } = await import('../simulator/faceServer.ts')
  const webhookSecret = process.env.FACE_WEBHOOK_SECRET || randomBytes(24).toString('hex')
  const apiKey = process.env.FACE_API_KEY || randomBytes(24).toString('hex')
  const running = await startFaceSimulator({
    port: Number(process.env.SIMULATOR_FACE_PORT || 0),
    webhookUrl: `http://127.0.0.1:${process.env.PORT || '8080'}/api/identity/webhook`,
    webhookSecret,
    apiKey,
  })
  Object.assign(process.env, {
    FACE_URL: running.url,
    FACE_API_KEY: apiKey,
    FACE_WEBHOOK_SECRET: webhookSecret,
  })
  console.log(`Face match simulator (${process.env.NODE_ENV}) at ${running.url}: face checks go through it`)
}
// The national ban list's simulator when no BAN_LIST_URL is set (development, or PROVIDER_SIMULATOR=on outside
// production): the server checks CPFs against it (BAN_LIST_PROVIDER=http), DEMO_BANNED_CPFS on its list.
if (simulators && !process.env.BAN_LIST_URL && !process.env.BAN_LIST_PROVIDER) {
  const { startBanListSimulator, DEMO_BANNED_CPFS } = await import('../simulator/banList.ts')
  const running = await startBanListSimulator({
    port: Number(process.env.SIMULATOR_BAN_LIST_PORT || 0),
    banned: DEMO_BANNED_CPFS,
  })
  Object.assign(process.env, { BAN_LIST_PROVIDER: 'http', BAN_LIST_URL: running.url })
  console.log(`National ban list simulator at ${running.url}: CPFs ${DEMO_BANNED_CPFS.join(', ')} are banned`)
}
await import('../server/main.ts')
