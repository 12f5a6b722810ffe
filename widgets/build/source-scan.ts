import ts from 'typescript'
import { Code, type CodeName } from '../../src/contract/codes'
import * as shared from '../../src/ui/shared.styles'

/** The project's convention for CSS held in a string: `const fooCss = \`…\`` or `const css = \`…\``. */
const CSS_NAME = /^(css|\w+Css)$/

export interface SourceScan {
  /**
   * The CSS literals, each with where it sits in its file; in a template, each substitution is a
   * placeholder (`cssPlaceholder`) in `text` and its expression's source in `substitutions`.
   */
  css: { text: string; start: number; end: number; substitutions: string[] }[]
  /** Every whitespace-separated word of the file's other strings: class names, icon names, properties. */
  words: string[]
  /** Words that a template continues (`ficha-button--${variant}`): any name they begin may be meant. */
  prefixes: string[]
}

/** What stands for a CSS template's `i`th substitution while its CSS is read and minified. */
const cssPlaceholder = (i: number) => `__ficha_${i}__`
export const CSS_PLACEHOLDER = /__ficha_(\d+)__/

/** The shared declarations (src/ui/shared.styles.ts), by name. */
const SHARED = new Map(Object.entries(shared))

/** The shared declarations a source imports, by their local names. */
function sharedImports(file: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>()
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const bindings = statement.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    if (!/\/shared\.styles$/.test((statement.moduleSpecifier as ts.StringLiteral).text)) continue
    for (const element of bindings.elements) {
      const declaration = SHARED.get((element.propertyName ?? element.name).text)
      if (declaration !== undefined) names.set(element.name.text, declaration)
    }
  }
  return names
}

/**
 * The text of a CSS template: the shared declarations it interpolates written in, and each other
 * substitution a placeholder, with its expression; undefined when one of those is not inside a declaration's
 * value.
 */
function cssTemplate(
  node: ts.TemplateExpression,
  file: ts.SourceFile,
  declarations: Map<string, string>,
): { text: string; substitutions: string[] } | undefined {
  let text = node.head.text
  const substitutions: string[] = []
  for (const span of node.templateSpans) {
    const declared = ts.isIdentifier(span.expression) ? declarations.get(span.expression.text) : undefined
    if (declared !== undefined) text += declared
    // After a declaration's colon, and no rule, block or declaration ended since.
    else if (!/:[^;{}]*$/.test(text)) return undefined
    else text += cssPlaceholder(substitutions.push(span.expression.getText(file)) - 1)
    text += span.literal.text
  }
  return { text, substitutions }
}

/** An envelope code named in the source (`Code.Underage`), else undefined. */
const codeValue = (node: ts.Expression) =>
  ts.isPropertyAccessExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'Code' &&
  Object.hasOwn(Code, node.name.text)
    ? Code[node.name.text as CodeName]
    : undefined

/** A template whose substitutions are all envelope codes (`code.${Code.Underage}`), as the string it makes. */
function codeTemplate(node: ts.TemplateExpression): string | undefined {
  let text = node.head.text
  for (const span of node.templateSpans) {
    const value = codeValue(span.expression)
    if (value === undefined) return undefined
    text += `${value}${span.literal.text}`
  }
  return text
}

/**
 * The CSS literals of a source and the words of all its other strings: what the widget build reads to
 * learn which texts, classes and icons a bundle's code can name (catalogue-keys.ts, bundle-css.ts,
 * prune-icons.ts).
 */
export function scanSource(fileName: string, text: string): SourceScan {
  // Parsed as its extension says: read as TSX, a .ts file's generic arrow (`<T>(answer) =>`) opens a JSX
  // element that swallows the rest of the file, whose texts (src/api/client.ts's 'api.timeout') were lost.
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const scan: SourceScan = { css: [], words: [], prefixes: [] }
  const declarations = sharedImports(file)
  const words = (piece: string) => piece.split(/\s+/).filter(Boolean)
  const visit = (node: ts.Node): void => {
    // A CSS literal: the initializer of a declaration named as CSS, with or without substitutions.
    const css =
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && CSS_NAME.test(node.name.text)
        ? node.initializer
        : undefined
    if (css && ts.isNoSubstitutionTemplateLiteral(css)) {
      scan.css.push({ text: css.text, start: css.getStart(file), end: css.end, substitutions: [] })
      return
    }
    if (css && ts.isTemplateExpression(css)) {
      const template = cssTemplate(css, file, declarations)
      if (template) {
        scan.css.push({ ...template, start: css.getStart(file), end: css.end })
        return
      }
    }
    const known = ts.isTemplateExpression(node) ? codeTemplate(node) : undefined
    if (known !== undefined) {
      scan.words.push(...words(known))
      return
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateTail(node))
      scan.words.push(...words(node.text))
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
      const pieces = words(node.text)
      const open = /\S$/.test(node.text) ? pieces.pop() : undefined
      scan.words.push(...pieces)
      if (open) scan.prefixes.push(open)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return scan
}

/** Whether some string of the sources names `name` (a class, an icon), whole or as a template's beginning. */
export function namedIn(scans: SourceScan[]): (name: string) => boolean {
  const words = new Set(scans.flatMap((scan) => scan.words))
  const prefixes = scans.flatMap((scan) => scan.prefixes)
  return (name) => words.has(name) || prefixes.some((prefix) => name.startsWith(prefix))
}
