import r2wc from '@r2wc/core'
import { type ComponentType, createElement, useEffect, useMemo, useState } from 'react'
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
  listeners: Set<() => void>
}

// Kept off the element, so that its public surface is its attributes and properties only.
const states = new WeakMap<Element, ElementState>()

const stateOf = (host: Element): ElementState => {
  const state = states.get(host)
  if (!state) throw new Error('Not a Ficha element')
  return state
}

type RootComponent = ComponentType<{ container: ShadowRoot }>

interface Mounted {
  root: Root
  shadow: ShadowRoot
  component: RootComponent
}

const render = ({ root, shadow, component }: Mounted) =>
  root.render(createElement(component, { container: shadow }))

/** r2wc's renderer contract on React's root API (Preact's render() in the bundles); r2wc gives the shadow root. */
const renderer = {
  mount(container: HTMLElement, component: ComponentType): Mounted {
    const shadow = container as unknown as ShadowRoot
    adoptStyles(shadow, tokensCss)
    adoptStyles(shadow, hostCss)
    const mounted = { root: createRoot(shadow), shadow, component: component as RootComponent }
    render(mounted)
    return mounted
  },
  update: render,
  unmount: ({ root }: Mounted) => root.unmount(),
}

/**
 * Defines `tag` (once: a second script or a second copy of this bundle leaves the first definition in
 * place) as a custom element that renders `Component` in an open shadow root with its styles inside.
 * Attributes and properties follow HTML (see attributes.ts); every change re-renders.
 */
export function defineElement<S extends AttributeSpec>(
  tag: string,
  Component: ComponentType<AttributeValues<S>>,
  spec: S,
): void {
  if (customElements.get(tag)) return
  const all: AttributeSpec = { ...COMMON_ATTRIBUTES, ...spec }

  function ElementRoot({ container }: { container: ShadowRoot }) {
    const host = container.host
    const [values, setValues] = useState(() => stateOf(host).values as AttributeValues<S>)
    useEffect(() => {
      const { listeners } = stateOf(host)
      const update = () => setValues(stateOf(host).values as AttributeValues<S>)
      update()
      listeners.add(update)
      return () => {
        listeners.delete(update)
      }
    }, [host])
    const common = values as unknown as AttributeValues<Common>
    const lang = useElementLang(common.lang)
    const t = useTranslator(lang)
    const element = useMemo<ElementInfo>(
      () => ({
        host: host as HTMLElement,
        lang,
        apiBase: resolveApiBase(common.apiBase).replace(/\/*$/, '/'),
        portalUrl: resolvePortalUrl(common.portalUrl),
      }),
      [host, lang, common.apiBase, common.portalUrl],
    )
    return (
      <StyleRootProvider root={container}>
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

  // r2wc attaches the shadow root and mounts on connect, unmounts on disconnect; attributes are ours.
  const Base = r2wc(ElementRoot as ComponentType, { shadow: 'open' }, renderer) as new () => HTMLElement & {
    connectedCallback(): void
  }

  class FichaCustomElement extends Base {
    static get observedAttributes() {
      return Object.keys(all).map(attributeName)
    }

    constructor() {
      super()
      states.set(this, { values: readAttributes(this, all), listeners: new Set() })
    }

    override connectedCallback() {
      // A property set before the element was defined sits on the instance and hides the accessor.
      for (const property of Object.keys(all)) {
        if (!Object.hasOwn(this, property)) continue
        const value = (this as Record<string, unknown>)[property]
        delete (this as Record<string, unknown>)[property]
        ;(this as Record<string, unknown>)[property] = value
      }
      super.connectedCallback()
    }

    attributeChangedCallback() {
      const state = stateOf(this)
      state.values = readAttributes(this, all)
      for (const listener of state.listeners) listener()
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
