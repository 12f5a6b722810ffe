import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'
import { transform } from 'lightningcss'
import { bundleScans } from './bundle-sources'
import { CSS_PLACEHOLDER, namedIn, type SourceScan, scanSource } from './source-scan'

const matches = (text: string, pattern: RegExp) =>
  new Set([...text.matchAll(pattern)].map(([, name]) => name ?? ''))

const minify = (css: string, unused: readonly string[]) =>
  transform({
    filename: 'widget.css',
    code: Buffer.from(css),
    minify: true,
    unusedSymbols: [...unused],
  }).code.toString()

/** The numbers of the placeholders (source-scan.ts) in some CSS, in the order they come. */
const placeholders = (css: string) =>
  css
    .split(CSS_PLACEHOLDER)
    .filter((_, i) => i % 2 === 1)
    .map(Number)

/**
 * A CSS literal minified, as JavaScript: a string, or for a template, a template with each placeholder back
 * as its substitution (`${TRANSITION_MS}ms`). A template whose placeholders the minifier would not keep, each
 * once and in order, even with nothing left out, stays as written.
 */
function minifiedLiteral(
  text: string,
  substitutions: readonly string[],
  unused: readonly string[],
): string | undefined {
  if (substitutions.length === 0) return JSON.stringify(minify(text, unused))
  if (placeholders(minify(text, [])).join() !== substitutions.map((_, i) => i).join()) return undefined
  const escaped = (css: string) => css.replace(/[\\`]|\$\{/g, (match) => `\\${match}`)
  const pieces = minify(text, unused).split(CSS_PLACEHOLDER)
  const code = pieces.map((piece, i) =>
    i % 2 === 0 ? escaped(piece) : `\${${substitutions[Number(piece)]}}`,
  )
  return `\`${code.join('')}\``
}

/**
 * What no code of the bundle can use: classes (`ficha-*`) that none of its strings names, then custom
 * properties nothing reads and keyframes nothing runs once those rules are gone (repeated, since a token
 * may only feed another: --ficha-danger: var(--ficha-loss)). Names a page can set from outside are custom
 * properties the element reads, so theming keeps working for everything the element draws.
 */
export function unusedSymbols(scans: SourceScan[]): string[] {
  const css = scans.flatMap(({ css }) => css.map(({ text }) => text)).join('\n')
  const words = new Set(scans.flatMap((scan) => scan.words))
  const prefixes = scans.flatMap((scan) => scan.prefixes)
  const fromCode = matches([...words, ...prefixes].join(' '), /(--[\w-]+)/g)
  const named = namedIn(scans)
  const unused = [...matches(css, /\.(ficha-[\w-]+)/g)].filter((name) => !named(name))
  for (;;) {
    const left = minify(css, unused)
    const read = matches(left, /var\((--[\w-]+)/g)
    const run = left.replace(/@keyframes\s+[\w-]+/g, '')
    const more = [
      ...[...matches(left, /(--[\w-]+):/g)].filter((name) => !read.has(name) && !fromCode.has(name)),
      ...[...matches(left, /@keyframes\s+([\w-]+)/g)].filter(
        (name) => !words.has(name) && !new RegExp(`[\\s:,]${name}[\\s;,}]`).test(run),
      ),
    ]
    if (more.length === 0) return unused
    unused.push(...more)
  }
}

/**
 * Minifies the CSS that the components carry as strings (they adopt it into a shadow root at run time, so
 * the bundler would otherwise ship every space and comment) and leaves out what the bundle cannot use: the
 * ticker alone does not need the forms' rules or the portal's tokens. Only template literals bound to a name
 * that follows the convention are touched, and of templates only those whose substitutions are all inside
 * declarations' values (src/ui/tokens.ts: `--ficha-duration: ${TRANSITION_MS}ms`) or are the shared
 * declarations of src/ui/shared.styles.ts (`${iconButton}`, written in): one that adds other whole
 * declarations stays as written.
 */
export function bundleCss(root: string): Plugin {
  let unused: string[] = []
  return {
    name: 'ficha-bundle-css',
    setup(build) {
      build.onStart(async () => {
        unused = unusedSymbols(await bundleScans(build, root))
      })
      build.onLoad({ filter: /[\\/](src|widgets)[\\/].*\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        if (!/[cC]ss = `/.test(source)) return undefined
        let contents = source
        for (const { text, start, end, substitutions } of scanSource(path, source).css.reverse())
          contents = `${contents.slice(0, start)}${minifiedLiteral(text, substitutions, unused) ?? contents.slice(start, end)}${contents.slice(end)}`
        return { contents, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' }
      })
    },
  }
}
