import { type ComponentType, useMemo } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { adoptStyles, StyleRootProvider } from '../../src/ui/styles'
import { tokensCss } from '../../src/ui/tokens'
import {
  type AttributeSpec,
  type AttributeValues,
  attributeName,
  readAttributes,
  reflectProperty,
} from './attributes'
import { resolveApiBase, resolvePortalUrl } from './bundle'
import { ElementContext, type ElementInfo } from './element-context'
import { hostCss } from './host.styles'
import { TranslateProvider, useElementLang, useTranslator } from './i18n'

/** The attributes every element takes. `lang` is HTML's own property, so it keeps its native accessor. */
export const COMMON_ATTRIBUTES = {
  apiBase: 'string',
  lang: 'string',
  portalUrl: 'string',
  theme: 'string',
} as const satisfies AttributeSpec

type Common = typeof COMMON_ATTRIBUTES

/** An element's typed properties: its own attributes and the common ones (for HTMLElementTagNameMap). */
export type FichaElement<S extends AttributeSpec> = HTMLElement & Omit<AttributeValues<S & Common>, 'lang'>

interface ElementState {
  values: AttributeValues<AttributeSpec>
  /** The rendering root while the element is in a document. */
  root?: Root
}

// Kept off the element, so that its public surface is its attributes and properties only.
const states = new WeakMap<Element, ElementState>()

const stateOf = (host: Element): ElementState => {
  const state = states.get(host)
  if (!state) throw new Error('Not a Ficha element')
  return state
}

/**
 * Defines `tag` (once: a second script or a second copy of this bundle leaves the first definition in
 * place) as a custom element that renders `Component` in an open shadow root with its styles inside:
 * mounted while the element is in a document, unmounted when it leaves (its streams and timers stop).
 * Attributes and properties follow HTML (see attributes.ts); every change re-renders.
 *
 * The element class is written here rather than made by r2wc: r2wc's attribute mapping does not follow
 * HTML's rules (see attributes.ts), which left it attaching the shadow root and mounting, for 1 KB gzip of
 * the ticker's 12 KB budget (docs/widgets.md).
 */
export function defineElement<S extends AttributeSpec>(
  tag: string,
  Component: ComponentType<AttributeValues<S>>,
  spec: S,
): void {
  if (customElements.get(tag)) return
  const all: AttributeSpec = { ...COMMON_ATTRIBUTES, ...spec }

  function ElementRoot({ host, values }: { host: HTMLElement; values: AttributeValues<S> }) {
    const common = values as unknown as AttributeValues<Common>
    const lang = useElementLang(common.lang)
    const t = useTranslator(lang)
    const element = useMemo<ElementInfo>(
      () => ({
        host,
        lang,
        apiBase: resolveApiBase(common.apiBase).replace(/\/*$/, '/'),
        portalUrl: resolvePortalUrl(common.portalUrl),
      }),
      [host, lang, common.apiBase, common.portalUrl],
    )
    return (
      <StyleRootProvider root={host.shadowRoot as ShadowRoot}>
        <TranslateProvider t={t}>
          <ElementContext.Provider value={element}>
            <div className="ficha-root" part="root" lang={lang}>
              <Component {...values} />
            </div>
          </ElementContext.Provider>
        </TranslateProvider>
      </StyleRootProvider>
    )
  }

  const render = (host: HTMLElement) => {
    const { root, values } = stateOf(host)
    root?.render(<ElementRoot host={host} values={values as AttributeValues<S>} />)
  }

  class FichaCustomElement extends HTMLElement {
    static get observedAttributes() {
      return Object.keys(all).map(attributeName)
    }

    constructor() {
      super()
      states.set(this, { values: readAttributes(this, all) })
    }

    connectedCallback() {
      // A property set before the element was defined sits on the instance and hides the accessor.
      for (const property of Object.keys(all)) {
        if (!Object.hasOwn(this, property)) continue
        const value = (this as Record<string, unknown>)[property]
        delete (this as Record<string, unknown>)[property]
        ;(this as Record<string, unknown>)[property] = value
      }
      const state = stateOf(this)
      if (state.root) return
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      adoptStyles(shadow, tokensCss)
      adoptStyles(shadow, hostCss)
      state.root = createRoot(shadow)
      render(this)
    }

    disconnectedCallback() {
      const state = stateOf(this)
      state.root?.unmount()
      state.root = undefined
    }

    attributeChangedCallback() {
      stateOf(this).values = readAttributes(this, all)
      render(this)
    }
  }

  for (const [property, kind] of Object.entries(all)) {
    if (property in HTMLElement.prototype) continue
    Object.defineProperty(FichaCustomElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return stateOf(this).values[property]
      },
      set(this: HTMLElement, value: unknown) {
        reflectProperty(this, property, kind, value)
      },
    })
  }

  customElements.define(tag, FichaCustomElement)
}
