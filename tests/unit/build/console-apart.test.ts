import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shellCss } from '@console/app/shell.styles'
import { CONSOLE_MARKERS, consoleLeaks } from '@scripts/console-apart.mjs'
import { afterEach, describe, expect, test } from 'vitest'

describe("the portal's build holds no console code", () => {
  let dist = ''
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  test("a portal chunk with the console's shell in it is named; a clean build passes", () => {
    dist = mkdtempSync(join(tmpdir(), 'ficha-portal-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>')
    writeFileSync(join(dist, 'assets', 'index-Ab12.js'), 'export const lobby = 1')
    expect(consoleLeaks(dist)).toEqual([])
    writeFileSync(join(dist, 'assets', 'orders-Cd34.js'), `const css = \`${shellCss}\``)
    expect(consoleLeaks(dist)).toEqual([join(dist, 'assets', 'orders-Cd34.js')])
  })

  test("the markers are the console's own: its shell's styles carry them", () => {
    expect(CONSOLE_MARKERS.filter((marker) => shellCss.includes(marker))).toContain('console-shell')
  })
})
