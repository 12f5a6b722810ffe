#!/usr/bin/env node
// `npm start`: builds whatever part of the front end is missing, then serves portal, demo, widgets and API
// on one port (PORT, default 8080) with the embedded database unless DATABASE_URL is set. It is the local
// demo: it runs in development mode (dev outbox, codes on the terminal, default operator, loopback only)
// unless NODE_ENV says otherwise or HOST is not a loopback address (then production, as the server itself,
// npm run server, treats an unset NODE_ENV).

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { register } from 'tsx/esm/api'

const builds = [
  { output: 'dist/portal/index.html', script: 'build:portal' },
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

register()
const { isLoopback } = await import('../server/config.ts')
// Set after the builds, which must stay production bundles. Development on loopback only: a HOST on the
// network (a container's 0.0.0.0) gets production and its refusals, never the dev outbox and secrets.
const host = process.env.HOST
if (!process.env.NODE_ENV && host && !isLoopback(host))
  console.log(`HOST=${host} is reachable from the network: production rules apply (NODE_ENV is not set)`)
else process.env.NODE_ENV ||= 'development'
await import('../server/main.ts')
