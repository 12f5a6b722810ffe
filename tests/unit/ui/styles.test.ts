import { adoptStyles } from '@src/ui/styles'
import { describe, expect, it } from 'vitest'

const sheetsIn = (root: Document | ShadowRoot) =>
  ('adoptedStyleSheets' in root ? root.adoptedStyleSheets.length : 0) + root.querySelectorAll('style').length

describe('adoptStyles', () => {
  it('adds each CSS text once per root', () => {
    const before = sheetsIn(document)
    adoptStyles(document, '.a { color: red; }')
    adoptStyles(document, '.a { color: red; }')
    adoptStyles(document, '.b { color: blue; }')
    expect(sheetsIn(document) - before).toBe(2)
  })

  it('puts the CSS inside a shadow root, not in the document', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const before = sheetsIn(document)
    adoptStyles(shadow, '.c { color: green; }')
    expect(sheetsIn(shadow)).toBe(1)
    expect(sheetsIn(document)).toBe(before)
  })
})
