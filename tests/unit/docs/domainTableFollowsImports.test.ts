// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

// docs/server.md's domain table is rebuilt from the imports of server/services: one row a folder, the domains
// it imports, rows ordered so that a domain uses only those below it (the doc's order kept where it holds).
const root = fileURLToPath(new URL('../../../', import.meta.url))
const services = join(root, 'server/services')
const doc = readFileSync(join(root, 'docs/server.md'), 'utf8')
const NONE = '(none)'

const domains = readdirSync(services, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The file an import names, when it is one of the project's (relative or through the @server/ alias). */
const target = (from: string, specifier: string): string | undefined => {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier)
  if (specifier.startsWith('@server/')) return join(root, 'server', specifier.slice('@server/'.length))
  return undefined
}

/** The other folders of server/services that `domain`'s files import, type-only imports included. */
const usesOf = (domain: string): Set<string> => {
  const uses = new Set<string>()
  const files = readdirSync(join(services, domain), { recursive: true, encoding: 'utf8' })
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const path = join(services, domain, file)
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const into = target(path, fileName)
      const inside = into && relative(services, into)
      if (!inside || inside.startsWith('..')) continue
      const other = inside.split(/[/\\]/)[0]?.replace(/\.tsx?$/, '')
      if (other && other !== domain) uses.add(other)
    }
  }
  return uses
}
const graph = new Map(domains.map((domain) => [domain, usesOf(domain)]))

/** The table's rows as the doc has them: domain, what it holds, what it uses. */
const section = doc.slice(doc.indexOf('\n## Domains\n'), doc.indexOf('\n### ', doc.indexOf('\n## Domains\n')))
const documented = section
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .slice(2)
  .map(
    (line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()) as [string, string, string],
  )

/** Top down: a domain comes once every domain that uses it is above; among those ready, the doc's order. */
const layered = (): string[] => {
  const position = (domain: string) => {
    const index = documented.findIndex(([name]) => name === domain)
    return index === -1 ? documented.length : index
  }
  const order: string[] = []
  const left = [...domains].sort((a, b) => position(a) - position(b) || a.localeCompare(b))
  while (left.length > 0) {
    const ready = left.find((domain) =>
      left.every((other) => other === domain || !graph.get(other)?.has(domain)),
    )
    // A circle has no domain ready: the doc's order then (dependency-cruiser refuses the circle itself).
    const next = ready ?? (left[0] as string)
    order.push(next)
    left.splice(left.indexOf(next), 1)
  }
  return order
}

const render = (rows: string[][]) => {
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0), 3))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    line(['domain', 'what it holds', 'uses']),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n')
}

test("docs/server.md's domain table lists every folder of server/services and the domains it imports", () => {
  const order = layered()
  const expected = order.map((domain) => {
    const uses = order.filter((other) => graph.get(domain)?.has(other))
    const unknown = [...(graph.get(domain) ?? [])].filter((other) => !order.includes(other))
    const held = documented.find(([name]) => name === domain)?.[1] ?? 'what it holds'
    return [domain, held, [...uses, ...unknown].join(', ') || NONE]
  })
  // Compared cell by cell, so a formatter's padding does not matter; the message is the table to paste.
  expect(documented, `docs/server.md's domain table should read:\n\n${render(expected)}\n`).toEqual(expected)
})
