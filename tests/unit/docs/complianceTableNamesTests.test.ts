// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// docs/compliance.md's table reads obligation → source → where in Ficha → test, one row per line; every test
// file a row names is in the tree, so the map cannot point at a test that was renamed or removed.
const root = fileURLToPath(new URL('../../../', import.meta.url))
const doc = readFileSync(join(root, 'docs/compliance.md'), 'utf8')
const start = doc.indexOf('\n## Brazilian obligations and where Ficha meets them\n')
const section = doc.slice(start + 1, doc.indexOf('\n## ', start + 1))
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  )
const [header, , ...obligations] = rows

test('the table of Brazilian obligations has the columns obligation, source, where in Ficha and test', () => {
  expect(header).toEqual(['obligation', 'source', 'where in Ficha', 'test'])
  expect(obligations.length).toBeGreaterThan(20)
})

test('every obligation names at least one test, and every test file it names exists', () => {
  for (const [obligation, , , tests = ''] of obligations) {
    const files = [...tests.matchAll(/`(tests\/[^`]+)`/g)].map((match) => match[1] ?? '')
    expect(files.length, `"${obligation}" should name its test`).toBeGreaterThan(0)
    for (const file of files) expect(existsSync(join(root, file)), `${obligation}: ${file}`).toBe(true)
  }
})
