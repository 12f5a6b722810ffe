import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { KB, overBudget, WIDGET_BUDGETS } from '@scripts/size-budgets.mjs'
import { afterEach, describe, expect, test } from 'vitest'

describe('widget size budgets', () => {
  test('a widget bundle one byte past its budget fails the size check; at its budget it passes', () => {
    const rows = [
      { key: 'ficha-bets-ticker', gzip: 16 * KB + 1 },
      { key: 'ficha', gzip: 36 * KB },
      { key: 'qr-encoder', gzip: 99 * KB },
    ]
    expect(overBudget(rows, WIDGET_BUDGETS).map((row) => row.key)).toEqual(['ficha-bets-ticker'])
  })

  test('the sizes the bundles had on their old ceilings fail: a ceiling is no budget', () => {
    const rows = [
      { key: 'ficha-bets-ticker', gzip: 17_636 },
      { key: 'ficha', gzip: 40_833 },
    ]
    expect(overBudget(rows, WIDGET_BUDGETS)).toHaveLength(2)
  })
})

describe('portal first-route budget', () => {
  let dist = ''
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  /** A portal build whose entry and preloaded catalogue are served as gzip siblings of the given sizes. */
  function portalBuild(entryGzip: number, catalogueGzip: number) {
    dist = mkdtempSync(join(tmpdir(), 'ficha-size-report-'))
    mkdirSync(join(dist, 'assets'))
    mkdirSync(join(dist, '.vite'))
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="./assets/index.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="./assets/zh.js">',
    )
    const manifest = {
      'index.html': { file: 'assets/index.js', dynamicImports: ['../locales/zh.json'] },
      '../locales/zh.json': { file: 'assets/zh.js', isDynamicEntry: true },
    }
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
    for (const [name, gzip] of [
      ['index.js', entryGzip],
      ['zh.js', catalogueGzip],
    ] as const) {
      writeFileSync(join(dist, 'assets', name), 'x'.repeat(gzip * 3))
      writeFileSync(join(dist, 'assets', `${name}.gz`), Buffer.alloc(gzip))
      writeFileSync(join(dist, 'assets', `${name}.br`), Buffer.alloc(gzip))
    }
    return spawnSync(process.execPath, ['scripts/size-report.mjs'], {
      env: { ...process.env, PORTAL_DIST: dist },
      encoding: 'utf8',
    })
  }

  test('the catalogue index.html preloads counts: an entry under 80 KB with it past 80 KB fails', () => {
    const run = portalBuild(70 * KB, 14 * KB)
    expect(run.stdout).toContain(`2 files): 84.0 KB gzip (${84 * KB} of ${80 * KB} B)`)
    expect(run.stderr).toContain('Over its budget: the first route')
    expect(run.status).toBe(1)
  })

  test('a first route of exactly 80 KB with its preloads passes', () => {
    const run = portalBuild(70 * KB, 10 * KB)
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
