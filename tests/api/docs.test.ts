import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { Code } from '../../src/contract/codes'

// The docs are checked against the tree as it is when the test runs: nothing below lists today's files, so a
// route, a setting or a file that moves shows here until its doc follows.
const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const apiDoc = read('docs/api.md')
const catalogue = (lang: string) => JSON.parse(read(`locales/${lang}.json`)).code ?? {}

/** Every file below `dir` (repository-relative), leaving out what git ignores and the build's output. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
])
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = dir ? `${dir}/${entry.name}` : entry.name
    return entry.isDirectory() ? [`${path}/`, ...walk(path)] : [path]
  })
const tree = walk('')
const docs = ['README.md', ...tree.filter((path) => /^docs\/[^/]+\.md$/.test(path))]

describe('every envelope code is documented', () => {
  test.each(Object.entries(Code))('%s (%i) has a row in docs/api.md', (name, value) => {
    // Table cells may be padded (the Markdown formatter aligns columns).
    expect(apiDoc).toMatch(new RegExp(`^\\|\\s*${value}\\s*\\|\\s*${name}\\s*\\|`, 'm'))
  })

  test.each(['zh', 'en', 'sw', 'pt'])('and a message in the %s catalogue', (lang) => {
    const messages = catalogue(lang)
    const missing = Object.values(Code).filter((value) => !messages[value])
    expect(missing).toEqual([])
  })
})

describe('every route module has a section in the API docs', () => {
  // A module's path is its endpoint's (routes/user/login.ts is POST /api/user/login); the registry is none.
  const modules = tree
    .filter((path) => /^server\/routes\/.+\.ts$/.test(path) && path !== 'server/routes/index.ts')
    .map((path) => path.slice('server/routes/'.length, -'.ts'.length))
  // api.md and the domain docs it links to (rewards.md lists the reward calls).
  const linked = [...apiDoc.matchAll(/\]\(([\w-]+\.md)\)/g)].map((match) => read(`docs/${match[1]}`))
  const text = [apiDoc, ...linked].join('\n')

  test.each(modules)('%s', (module) => {
    // A section names the method and the path at its start: a heading, a list item or a table row of calls.
    const path = module.replace(/[.$]/g, '\\$&')
    const entry = `^(#+|-|\\|)[^\\n]*?\\b(GET|POST)\\s+\`?(/api)?/?${path}(?![\\w])`
    expect(text).toMatch(new RegExp(entry, 'm'))
  })
})

describe("every setting the server reads is in README's configuration table", () => {
  const readme = read('README.md')
  const settings = [
    ...new Set(
      tree
        .filter((path) => /^server\/.+\.ts$/.test(path))
        .flatMap((path) => [...read(path).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1])),
    ),
  ]

  test('the server reads settings (the scan finds them)', () => {
    expect(settings).toContain('DATABASE_URL')
  })

  test.each(settings)('%s', (name) => {
    expect(readme).toMatch(new RegExp(`^\\|[^|\\n]*\`${name}\`[^|\\n]*\\|`, 'm'))
  })

  test('docs/server.md links to that table instead of copying it', () => {
    const serverDoc = read('docs/server.md')
    expect(serverDoc).toMatch(/\]\(\.\.\/README\.md#configuration\)/)
    expect(serverDoc).not.toMatch(/^\|\s*variable\s*\|/m)
  })
})

describe("docs/server.md's jobs table", () => {
  test('lists the periodic jobs server/jobs.ts starts, in its order', () => {
    // Read from the list's source (importing it would load the whole server).
    const list = read('server/jobs.ts').split('export const JOBS')[1]?.split('\n]\n')[0] ?? ''
    const declared = [...list.matchAll(/\bname: '([a-z_]+)'/g)].map((match) => match[1])
    const section = read('docs/server.md').split('\n### Jobs\n')[1]?.split('\n### ')[0] ?? ''
    const listed = [...section.matchAll(/^\| `([a-z_]+)` /gm)].map((match) => match[1])
    expect(declared).toContain('payouts')
    expect(listed).toEqual(declared)
  })
})

describe('every repository path the docs name exists', () => {
  // A path is a backticked or linked name ending in a source file's ending (or, with a folder, a slash); it
  // may be written from the repository's root, from the doc's folder, from inside a top folder
  // (`services/ledger.ts` in docs/server.md) or as a bare file name (`host.styles.ts` in a folder's list),
  // so it exists when some file or folder ends with it. Addresses (a leading slash), placeholders (<path>,
  // a segment in capitals such as DATA_DIR) and built output (dist/, the built .js, .json and .d.ts) and addresses relative to a script (`../api/`) are not
  // repository paths.
  const SOURCE = /\.(ts|tsx|mjs|sql|md|sh)$/
  const FOLDER = /^\w[\w.@-]*(\/[\w.@-]+)*\/$/
  const isPath = (name: string) =>
    /^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(name) &&
    !name.startsWith('dist/') &&
    !name.endsWith('.d.ts') &&
    !/(^|\/)[A-Z][A-Z0-9_]+(\/|\.|-|$)|-[A-Z]{3,}\./.test(name) &&
    (SOURCE.test(name) || (FOLDER.test(name) && name.indexOf('/') < name.length - 1))
  const named = docs.flatMap((doc) => {
    const text = read(doc)
    const candidates = [
      ...[...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? ''),
      ...[...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((match) => match[1] ?? ''),
    ]
    return [...new Set(candidates.filter(isPath))].map((name) => ({ doc, name }))
  })

  test('the scan finds paths', () => {
    expect(named.length).toBeGreaterThan(20)
  })

  test.each(named)('$doc names $name', ({ doc, name }) => {
    const fromDoc = relative(root, join(root, dirname(doc), name))
    const exists =
      existsSync(join(root, fromDoc)) || tree.some((path) => path === name || path.endsWith(`/${name}`))
    expect(exists).toBe(true)
  })
})
