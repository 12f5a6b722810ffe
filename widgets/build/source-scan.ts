import ts from 'typescript'
import { Code, type CodeName } from '../../src/contract/codes'

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

/** The text of a CSS template, or undefined when some substitution is not inside a declaration's value. */
function cssTemplate(node: ts.TemplateExpression): string | undefined {
  let text = node.head.text
  for (const [i, span] of node.templateSpans.entries()) {
    // After a declaration's colon, and no rule, block or declaration ended since.
    if (!/:[^;{}]*$/.test(text)) return undefined
    text += `${cssPlaceholder(i)}${span.literal.text}`
  }
  return text
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
      const text = cssTemplate(css)
      if (text !== undefined) {
        const substitutions = css.templateSpans.map((span) => span.expression.getText(file))
        scan.css.push({ text, start: css.getStart(file), end: css.end, substitutions })
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
