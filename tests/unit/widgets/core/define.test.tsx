import { useT } from '@src/i18n/react'
import type { AttributeValues } from '@widgets/core/attributes'
import { setupBundle } from '@widgets/core/bundle'
import { loadCatalogueChunk } from '@widgets/core/catalogue-chunks'
import { defineElement, type FichaElement } from '@widgets/core/define'
import { useElement } from '@widgets/core/element-context'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// What the widget bundles do at build time (widgets/build/widget-modules.ts): texts in the element's language.
vi.mock('@src/i18n/react', () => import('@widgets/core/i18n'))

const SPEC = { label: 'string', count: 'number', flag: 'boolean' } as const
type Probe = FichaElement<typeof SPEC>

const renders = vi.fn()

function ProbeView({ label, count, flag }: AttributeValues<typeof SPEC>) {
  const t = useT()
  const { apiBase, lang } = useElement()
  renders()
  return (
    <p>
      {[label ?? '(none)', count ?? '(none)', String(flag), lang, apiBase, t('common.confirm')].join('|')}
    </p>
  )
}

beforeAll(async () => {
  setupBundle(undefined, loadCatalogueChunk)
  // Warm the module cache, so that an element's catalogue arrives within one settle().
  await Promise.all((['en', 'sw', 'pt'] as const).map(loadCatalogueChunk))
  defineElement('x-probe', ProbeView, SPEC)
})

afterEach(() => {
  document.body.replaceChildren()
  renders.mockClear()
})

const text = (element: Element) => element.shadowRoot?.textContent ?? ''
const fields = (element: Element) => text(element).split('|')

async function mount(html: string): Promise<Probe> {
  await act(async () => {
    document.body.innerHTML = html
  })
  return document.body.firstElementChild as Probe
}

/** Lets the catalogue imports and the re-renders that follow them finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('defineElement', () => {
  it('renders into an open shadow root with its styles inside, none in the document', async () => {
    const headBefore = document.head.innerHTML
    const element = await mount('<x-probe label="a"></x-probe>')
    expect(element.shadowRoot?.querySelector('.ficha-root')?.getAttribute('part')).toBe('root')
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0)
    expect(document.head.innerHTML).toBe(headBefore)
  })

  it('re-renders on attribute changes and resets a removed attribute to its default', async () => {
    const element = await mount('<x-probe label="a" count="3" flag></x-probe>')
    expect(fields(element).slice(0, 3)).toEqual(['a', '3', 'true'])
    await act(async () => element.setAttribute('label', 'b'))
    expect(fields(element)[0]).toBe('b')
    await act(async () => {
      element.removeAttribute('label')
      element.removeAttribute('count')
      element.removeAttribute('flag')
    })
    expect(fields(element).slice(0, 3)).toEqual(['(none)', '(none)', 'false'])
  })

  it('follows HTML for booleans: present is true whatever the value', async () => {
    const element = await mount('<x-probe flag="false"></x-probe>')
    expect(element.flag).toBe(true)
    await act(async () => element.setAttribute('flag', ''))
    expect(element.flag).toBe(true)
    await act(async () => {
      element.flag = false
    })
    expect(element.hasAttribute('flag')).toBe(false)
    expect(fields(element)[2]).toBe('false')
  })

  it('reflects properties to attributes, and null or undefined removes them', async () => {
    const element = await mount('<x-probe></x-probe>')
    await act(async () => {
      element.label = 'typed'
      element.count = 7
    })
    expect(element.getAttribute('label')).toBe('typed')
    expect(element.getAttribute('count')).toBe('7')
    expect(fields(element).slice(0, 2)).toEqual(['typed', '7'])
    await act(async () => {
      element.count = null as unknown as undefined
      element.label = undefined
    })
    expect(element.hasAttribute('count')).toBe(false)
    expect(element.hasAttribute('label')).toBe(false)
    expect(fields(element).slice(0, 2)).toEqual(['(none)', '(none)'])
  })

  it('reads a number that does not parse as absent', async () => {
    const element = await mount('<x-probe count="many"></x-probe>')
    expect(element.count).toBeUndefined()
    expect(fields(element)[1]).toBe('(none)')
  })

  it('keeps a property set before the element was defined', async () => {
    const early = document.createElement('x-late') as HTMLElement & { label?: string }
    early.label = 'early'
    document.body.append(early)
    await act(async () => defineElement('x-late', ProbeView, SPEC))
    expect(early.getAttribute('label')).toBe('early')
    expect(fields(early)[0]).toBe('early')
  })

  it('leaves the first definition in place when a tag is defined again', async () => {
    const first = customElements.get('x-probe')
    expect(() => defineElement('x-probe', () => null, {})).not.toThrow()
    expect(customElements.get('x-probe')).toBe(first)
  })

  it('takes api-base, with a trailing slash, and /api/ without it', async () => {
    const element = await mount('<x-probe api-base="https://ficha.example/api"></x-probe>')
    expect(fields(element)[4]).toBe('https://ficha.example/api/')
    await act(async () => element.removeAttribute('api-base'))
    expect(fields(element)[4]).toBe('/api/')
  })

  it('switches language live with lang, each element its own, and back to the player’s without it', async () => {
    await mount('<x-probe lang="en"></x-probe><x-probe lang="pt"></x-probe>')
    const [english, portuguese] = document.querySelectorAll('x-probe')
    await settle()
    expect(fields(english as Element).slice(3)).toEqual(['en', '/api/', 'Confirm'])
    expect(fields(portuguese as Element).slice(3)).toEqual(['pt', '/api/', 'Confirmar'])
    await act(async () => (english as Element).setAttribute('lang', 'sw'))
    await settle()
    expect(fields(english as Element)[5]).toBe('Thibitisha')
    await act(async () => (english as Element).removeAttribute('lang'))
    expect(fields(english as Element).slice(3)).toEqual(['zh', '/api/', '确认'])
  })

  it('ignores a language it does not speak', async () => {
    const element = await mount('<x-probe lang="fr"></x-probe>')
    expect(fields(element)[3]).toBe('zh')
  })

  it('unmounts when removed and mounts again when put back', async () => {
    const element = await mount('<x-probe label="a"></x-probe>')
    await act(async () => element.remove())
    expect(text(element)).toBe('')
    await act(async () => document.body.append(element))
    expect(fields(element)[0]).toBe('a')
  })

  it('is made by r2wc and renders with @preact/compat in React’s place', async () => {
    const element = await mount('<x-probe label="a"></x-probe>')
    // r2wc keeps the props it renders with under its registered symbol.
    expect((element as unknown as Record<symbol, unknown>)[Symbol.for('r2wc.props')]).toMatchObject({
      label: 'a',
      container: element.shadowRoot,
    })
    // Preact marks the root it renders into; React's createRoot would mark it __reactContainer$….
    const root = element.shadowRoot as ShadowRoot
    expect(Object.keys(root).some((key) => key.startsWith('__reactContainer'))).toBe(false)
    expect(root).toHaveProperty('__k')
    const [react, compat] = await Promise.all([import('react'), import('preact/compat')])
    expect(react.default).toBe(compat.default)
  })
})
