import r2wc from '@r2wc/react-to-web-component'
import { type ComponentType, useMemo } from 'react'
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
import type { SecretsFrameProps } from './SecretsFrame'

/**
 * The attributes every element takes. `lang` is HTML's own property, so it keeps its native accessor.
 * @internal Read at build time by widgets/build/custom-elements.ts, where the production check does not look.
 */
export const COMMON_ATTRIBUTES = {
  apiBase: 'string',
  lang: 'string',
  portalUrl: 'string',
  theme: 'string',
} as const satisfies AttributeSpec

type Common = typeof COMMON_ATTRIBUTES

/** An element's typed properties: its own attributes and the common ones (for HTMLElementTagNameMap). */
export type FichaElement<S extends AttributeSpec> = HTMLElement & Omit<AttributeValues<S & Common>, 'lang'>

// r2wc keeps the props it renders with, and its render step, under these registered symbols
// (@r2wc/core): the HTML rules below write the props there and ask r2wc to render.
const R2WC_PROPS = Symbol.for('r2wc.props')
const R2WC_RENDER = Symbol.for('r2wc.render')

interface R2wcElement extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>
  [R2WC_RENDER](): void
  connectedCallback(): void
}

/** What r2wc passes the component: the attribute values and its container, the shadow root. */
type RootProps<S extends AttributeSpec> = AttributeValues<S> & { container: ShadowRoot }

/**
 * Defines `tag` (once: a second script or a second copy of this bundle leaves the first definition in
 * place) as a custom element made by r2wc (@r2wc/react-to-web-component): `Component` in an open shadow
 * root, mounted with react-dom's createRoot while the element is in a document and unmounted when it
 * leaves (its streams and timers stop).
 *
 * r2wc's attribute mapping is not HTML's (a removed attribute keeps its old value, a boolean is read from
 * its text, a boolean property is written back as "true"/"false"), so the class r2wc makes is extended
 * with HTML's rules (attributes.ts): the attribute is the one source of truth, properties reflect to it,
 * and every change re-renders through r2wc. The styles are adopted by the shadow root r2wc attaches.
 */
export interface DefineOptions<S extends AttributeSpec> {
  /**
   * For an element with secret fields: SecretsFrame (core/SecretsFrame.tsx), which renders it in Ficha's
   * frame on another origin. Passed in, so that the elements without secrets do not carry it.
   */
  secrets?: ComponentType<SecretsFrameProps>
  /** What the element in Ficha's frame gets in place of the values read here (say, from this page's address). */
  frameValues?: (values: AttributeValues<S>) => AttributeValues<S>
}

export function defineElement<S extends AttributeSpec>(
  tag: string,
  Component: ComponentType<AttributeValues<S>>,
  spec: S,
  { secrets: Secrets, frameValues = (values) => values }: DefineOptions<S> = {},
): void {
  if (customElements.get(tag)) return
  const all: AttributeSpec = { ...COMMON_ATTRIBUTES, ...spec }
  // HTMLElement's own properties (lang) keep their native accessors.
  const own = Object.fromEntries(
    Object.entries(all).filter(([property]) => !(property in HTMLElement.prototype)),
  )

  function ElementRoot({ container, ...values }: RootProps<S>) {
    const host = container.host as HTMLElement
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
    const inPlace = <Component {...(values as unknown as AttributeValues<S>)} />
    const specValues = frameValues(values as unknown as AttributeValues<S>) as Record<string, unknown>
    const ownValues = Object.fromEntries(
      Object.keys(spec).map((property) => [property, specValues[property]]),
    )
    // Nothing until the element's language has arrived: every text is in it from the first.
    return (
      t && (
        <StyleRootProvider root={container}>
          <TranslateProvider t={t}>
            <ElementContext.Provider value={element}>
              <div className="ficha-root" part="root" lang={lang}>
                {Secrets ? (
                  <Secrets tag={tag} values={ownValues as SecretsFrameProps['values']}>
                    {inPlace}
                  </Secrets>
                ) : (
                  inPlace
                )}
              </div>
            </ElementContext.Provider>
          </TranslateProvider>
        </StyleRootProvider>
      )
    )
  }

  const R2wcElementClass = r2wc(ElementRoot as ComponentType<RootProps<S>>, {
    shadow: 'open',
    props: own as Partial<Record<keyof RootProps<S> & string, 'string' | 'number' | 'boolean'>>,
  }) as unknown as new () => R2wcElement

  class FichaCustomElement extends R2wcElementClass {
    static get observedAttributes() {
      return Object.keys(all).map(attributeName)
    }

    constructor() {
      super()
      const shadow = this.shadowRoot as ShadowRoot
      adoptStyles(shadow, tokensCss)
      adoptStyles(shadow, hostCss)
      Object.assign(this[R2WC_PROPS], readAttributes(this, all))
    }

    override connectedCallback() {
      // A property set before the element was defined sits on the instance and hides the accessor.
      for (const property of Object.keys(own)) {
        if (!Object.hasOwn(this, property)) continue
        const value = (this as unknown as Record<string, unknown>)[property]
        delete (this as unknown as Record<string, unknown>)[property]
        ;(this as unknown as Record<string, unknown>)[property] = value
      }
      super.connectedCallback()
    }

    attributeChangedCallback() {
      Object.assign(this[R2WC_PROPS], readAttributes(this, all))
      // r2wc would mount an element that is not in a document yet; it mounts on connection instead.
      if (this.isConnected) this[R2WC_RENDER]()
    }
  }

  for (const [property, kind] of Object.entries(own)) {
    Object.defineProperty(FichaCustomElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[R2WC_PROPS][property]
      },
      set(this: HTMLElement, value: unknown) {
        reflectProperty(this, property, kind, value)
      },
    })
  }

  customElements.define(tag, FichaCustomElement)
}
