import { readFileSync } from 'node:fs'
import { defineAllElements } from '@widgets/all-elements'
import { attributesOf, customElementsManifest, partnerDeclarations } from '@widgets/build/custom-elements'
import { setupBundle } from '@widgets/core/bundle'
import { loadCatalogueChunk } from '@widgets/core/catalogue-chunks'
import { definePartnerLink } from '@widgets/ficha-partner-link/element'
import type { ElementTag } from '@widgets/tags'
import { act } from 'preact/test-utils'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const manifest = customElementsManifest()
const declarations = manifest.modules.flatMap((module) => module.declarations)

beforeAll(() => {
  // The elements drawn below ask the API; no answer is needed to see their parts.
  vi.stubGlobal('fetch', () => new Promise(() => undefined))
  setupBundle(undefined, loadCatalogueChunk)
  defineAllElements()
  // Its own module only: ficha.js does not define it.
  definePartnerLink()
})

afterAll(() => vi.unstubAllGlobals())

describe('custom-elements.json', () => {
  it('describes the six elements the bundles define', () => {
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(
      [
        'ficha-bets-ticker',
        'ficha-invite-panel',
        'ficha-login-form',
        'ficha-partner-link',
        'ficha-signup-form',
        'ficha-wallet',
      ].sort(),
    )
    for (const { tagName } of declarations) expect(customElements.get(tagName), tagName).toBeDefined()
  })

  it('lists exactly the attributes each element observes, each with its property and a description', () => {
    for (const { tagName, attributes } of declarations) {
      const element = customElements.get(tagName) as CustomElementConstructor & {
        observedAttributes: string[]
      }
      expect(attributes.map(({ name }) => name).sort(), tagName).toEqual(
        [...element.observedAttributes].sort(),
      )
      for (const { name, fieldName, description } of attributes) {
        expect(description, `${tagName} ${name}`).not.toBe('')
        expect(fieldName in element.prototype, `${tagName}.${fieldName}`).toBe(true)
      }
    }
  })

  it('types each attribute as the element reads it: booleans by presence, numbers parsed', async () => {
    for (const { tagName } of declarations) {
      for (const { name, property, kind } of attributesOf(tagName as ElementTag)) {
        if (property === 'lang') continue
        const element = document.createElement(tagName) as unknown as Record<string, unknown> & HTMLElement
        element.setAttribute(name, kind === 'number' ? '7' : 'false')
        const expected = kind === 'boolean' ? true : kind === 'number' ? 7 : 'false'
        expect(element[property], `${tagName} ${name}`).toBe(expected)
      }
    }
  })

  it('lists every part an element draws', async () => {
    for (const { tagName, cssParts } of declarations) {
      const element = document.createElement(tagName)
      await act(async () => {
        document.body.append(element)
      })
      const drawn = [...(element.shadowRoot?.querySelectorAll('[part]') ?? [])].flatMap((node) =>
        (node.getAttribute('part') ?? '').split(/\s+/),
      )
      for (const part of drawn)
        expect(
          cssParts.map(({ name }) => name),
          `${tagName} ::part(${part})`,
        ).toContain(part)
      element.remove()
    }
  })

  it('lists the --ficha-* custom properties and the events with their details', () => {
    for (const { tagName, cssProperties, events } of declarations) {
      expect(cssProperties.map(({ name }) => name)).toContain('--ficha-accent')
      // The link builder makes no call and sends nothing; every other element sends events.
      if (tagName !== 'ficha-partner-link') expect(events.length).toBeGreaterThan(0)
      for (const event of events) expect(event.type.text).toMatch(/^CustomEvent<.+>$/)
    }
  })
})

describe('docs/widgets.md', () => {
  it('lists every attribute, part, event and custom property of the manifest', () => {
    const docs = readFileSync('docs/widgets.md', 'utf8')
    for (const { tagName, attributes, cssParts, events, cssProperties } of declarations) {
      expect(docs).toContain(`\`${tagName}\``)
      const names = [...attributes, ...cssParts, ...events, ...cssProperties].map(({ name }) => name)
      for (const name of names) expect(docs, `${tagName}: ${name}`).toContain(`\`${name}\``)
    }
  })
})

describe('ficha.d.ts', () => {
  it('types every tag for querySelector, the events for listeners, and JSX for a React 19 host', () => {
    const text = partnerDeclarations()
    for (const { tagName, name } of declarations) {
      expect(text).toContain(`'${tagName}': ${name}\n`)
      expect(text).toContain(`'${tagName}': ${name}Attributes`)
    }
    expect(text).toContain('interface HTMLElementEventMap extends FichaEventMap')
    expect(text).toContain("declare module 'react'")
  })
})
