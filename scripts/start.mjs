#!/usr/bin/env node
// `npm start`. In production (NODE_ENV=production) with the server built (`npm run build` writes
// dist/server), plain node serves the build: an install made with `npm ci --omit=dev` has neither tsx nor
// the front-end tooling, so nothing is compiled or built at start. Otherwise scripts/start-source.mjs: the
// missing front end built, the server run from source with tsx, the providers' simulators in development.
import { existsSync } from 'node:fs'

const built = new URL('../dist/server/main.js', import.meta.url)
if (process.env.NODE_ENV === 'production' && existsSync(built)) {
  // Stack traces in the log name server/*.ts lines, through dist/server/main.js.map.
  process.setSourceMapsEnabled(true)
  await import(built.href)
} else {
  if (process.env.NODE_ENV === 'production')
    console.log('dist/server is not built (npm run build): running the server from source with tsx')
  await import('./start-source.mjs')
}
