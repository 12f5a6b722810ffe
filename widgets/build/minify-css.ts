import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'
import ts from 'typescript'

/** The project's convention for CSS held in a string: `const fooCss = \`…\`` or `const css = \`…\``. */
const CSS_NAME = /^(css|\w+Css)$/

/**
 * Minifies the CSS the components carry as strings (they adopt it into a shadow root at run time, so the
 * bundler would otherwise ship every space and comment). Only plain template literals bound to a name that
 * follows the convention are touched.
 */
export function minifyCss(): Plugin {
  return {
    name: 'ficha-minify-css',
    setup(build) {
      build.onLoad({ filter: /[\\/](src|widgets)[\\/].*\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        if (!/[cC]ss = `/.test(source)) return undefined
        const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
        const literals: ts.NoSubstitutionTemplateLiteral[] = []
        const visit = (node: ts.Node) => {
          if (
            ts.isVariableDeclaration(node) &&
            ts.isIdentifier(node.name) &&
            CSS_NAME.test(node.name.text) &&
            node.initializer &&
            ts.isNoSubstitutionTemplateLiteral(node.initializer)
          )
            literals.push(node.initializer)
          ts.forEachChild(node, visit)
        }
        visit(file)
        let contents = source
        for (const literal of literals.reverse()) {
          const { code } = await build.esbuild.transform(literal.text, { loader: 'css', minify: true })
          contents = `${contents.slice(0, literal.getStart(file))}${JSON.stringify(code.trim())}${contents.slice(literal.end)}`
        }
        return { contents, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' }
      })
    },
  }
}
