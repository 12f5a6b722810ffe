import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'
import ts from 'typescript'
import { bundleScans } from './bundle-sources'
import { namedIn } from './source-scan'

/**
 * Leaves out of src/ui/icons.tsx's `paths` the icons that no string of the bundle names: the portal draws
 * some thirty, a widget a handful, and a path runs to 600 characters. A name is kept when any string of
 * the bundle is that word (`name="eye"`, `visible ? 'eyeOff' : 'eye'`) or a template could end in it.
 */
export function pruneIcons(root: string): Plugin {
  let named: (name: string) => boolean = () => true
  return {
    name: 'ficha-prune-icons',
    setup(build) {
      build.onStart(async () => {
        named = namedIn(await bundleScans(build, root))
      })
      build.onLoad({ filter: /[\\/]src[\\/]ui[\\/]icons\.tsx$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
        const unused: ts.Node[] = []
        let found = false
        const visit = (node: ts.Node): void => {
          if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'paths') {
            let literal = node.initializer
            if (literal && ts.isAsExpression(literal)) literal = literal.expression
            if (!literal || !ts.isObjectLiteralExpression(literal))
              throw new Error(`${path}: paths is no object`)
            found = true
            for (const property of literal.properties)
              if (property.name && ts.isIdentifier(property.name) && !named(property.name.text))
                unused.push(property)
            return
          }
          ts.forEachChild(node, visit)
        }
        visit(file)
        if (!found) throw new Error(`${path}: no \`const paths = { … }\` to prune`)
        let contents = source
        for (const property of unused.reverse()) {
          // The property, with the comment before it and the comma after it.
          const end = property.end + (source.slice(property.end).match(/^\s*,/)?.[0].length ?? 0)
          contents = `${contents.slice(0, property.getFullStart())}${contents.slice(end)}`
        }
        return { contents, loader: 'tsx' }
      })
    },
  }
}
