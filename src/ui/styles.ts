import { createContext, createElement, type ReactNode, useContext, useInsertionEffect } from 'react'
import { tokensCss } from './tokens'

/** Where a component's CSS goes: the document (the portal) or a widget's shadow root. */
export type StyleRoot = Document | ShadowRoot

const StyleRootContext = createContext<StyleRoot | null>(null)

/** Widgets wrap their tree in this so that shared components put their CSS inside the shadow root. */
export const StyleRootProvider = ({ root, children }: { root: StyleRoot; children: ReactNode }) =>
  createElement(StyleRootContext.Provider, { value: root }, children)

// One constructed sheet per CSS text, shared by every root of the document; per root, each text once.
const sheets = new Map<string, CSSStyleSheet>()
const adopted = new WeakMap<StyleRoot, Set<string>>()

const canConstruct = (root: StyleRoot): boolean =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype

/** Adds `css` to `root` once. Constructed sheets work under a strict CSP; a <style> is the fallback. */
export function adoptStyles(root: StyleRoot, css: string): void {
  let done = adopted.get(root)
  if (!done) {
    done = new Set()
    adopted.set(root, done)
  }
  if (done.has(css)) return
  done.add(css)
  if (canConstruct(root)) {
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = css
  ;(root instanceof Document ? root.head : root).append(style)
}

/** Puts the tokens and then `css` into the nearest style root before the component paints. */
export function useStyles(css: string): void {
  const root = useContext(StyleRootContext) ?? document
  // An insertion effect, as React advises for CSS: the sheet is in before any layout is read or painted.
  useInsertionEffect(() => {
    adoptStyles(root, tokensCss)
    adoptStyles(root, css)
  }, [root, css])
}
