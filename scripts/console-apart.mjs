#!/usr/bin/env node
// The console stays out of the player's downloads (docs/console.md), run by `npm test` after the
// build: no file of the portal's build (dist/portal) may hold console code, told by strings only the console's
// own modules have. Exits non-zero naming the files that do.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Strings of console/app/* that no shared module has: its shell's class names and its second-factor calls. */
export const CONSOLE_MARKERS = ['console-shell', 'console/totp_status', 'console-table__pager']

/** The portal files (JavaScript, CSS, HTML) under `dist` that hold a console marker. */
export function consoleLeaks(dist) {
  if (!existsSync(dist)) return []
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(js|css|html)$/.test(entry.name),
  )
  return files
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => {
      const text = readFileSync(file, 'utf8')
      return CONSOLE_MARKERS.some((marker) => text.includes(marker))
    })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist/portal'
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No ${dist}/index.html: run npm run build:portal first.`)
    process.exit(1)
  }
  const leaks = consoleLeaks(dist)
  if (leaks.length > 0) {
    console.error(`console code in the portal's build: ${leaks.join(', ')}`)
    process.exit(1)
  }
  console.log(`no console code in ${dist}`)
}
