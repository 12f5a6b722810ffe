// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

// The README's Layout is rebuilt from the tree: its list names every top-level folder git tracks, and its
// sentence on imports names every path alias of tsconfig.json.
const root = fileURLToPath(new URL('../../../', import.meta.url))
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const start = readme.indexOf('\n## Layout\n')
const layout = readme.slice(start, readme.indexOf('\n## ', start + 1))

test("the README's layout lists every top-level folder git tracks, and no other", () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path.includes('/'))
    .map((path) => `${path.split('/')[0]}/`)
  const folders = [...new Set(tracked)].sort()
  const block = layout.slice(layout.indexOf('```\n') + 4, layout.indexOf('\n```', layout.indexOf('```\n')))
  // A folder's line starts at the margin; the lines under it (src's folders, a long line's rest) are indented.
  const listed = block
    .split('\n')
    .map((line) => /^(\S+\/)(\s|$)/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort()
  expect(listed, `the README's layout should list ${folders.join(' ')}`).toEqual(folders)
})

test('the README names every path alias of tsconfig.json, each the top-level folder of its name', () => {
  const text = readFileSync(join(root, 'tsconfig.json'), 'utf8')
  const { config } = ts.parseConfigFileTextToJson('tsconfig.json', text)
  const paths = Object.entries(config.compilerOptions.paths as Record<string, string[]>)
  const aliases = paths.map(([alias]) => alias.replace(/\*$/, '')).sort()
  const named = [...layout.matchAll(/`(@[a-z]+\/)`/g)].map((match) => match[1]).sort()
  expect(named, `the README's layout should name ${aliases.join(' ')}`).toEqual(aliases)
  for (const [alias, [target]] of paths) {
    const folder = alias.replace(/^@|\/\*$/g, '')
    expect(target, alias).toBe(folder === 'root' ? './*' : `./${folder}/*`)
  }
})
