// @vitest-environment node
import { bundleCss, unusedSymbols } from '@widgets/build/bundle-css'
import { scanSource } from '@widgets/build/source-scan'
import { describe, expect, it } from 'vitest'
import { bundledFixture, root } from './bundle'

const scan = (text: string) => [scanSource('a.tsx', text)]

describe('unusedSymbols', () => {
  it('leaves out the classes no string names, and keeps those a template may end with', () => {
    const unused = unusedSymbols(
      scan(`
        const css = \`.ficha-a { color: red } .ficha-b { color: blue } .ficha-c--on, .ficha-c--off { margin: 0 }\`
        const view = <p className={\`ficha-a ficha-c--\${state}\`} />
      `),
    )
    expect(unused).toEqual(['ficha-b'])
  })

  it('then the custom properties nothing reads, down the chain, but never one the code sets', () => {
    const unused = unusedSymbols(
      scan(`
        const tokensCss = \`:host { --ficha-navy: #003069; --ficha-on-accent: var(--ficha-navy); --ficha-text: #fff; --ficha-rows: 5 }\`
        const css = \`.ficha-a { color: var(--ficha-text); height: calc(var(--ficha-rows) * 1px) } .ficha-b { color: var(--ficha-on-accent) }\`
        const style = { '--ficha-rows': 3 }
        const view = <p className="ficha-a" />
      `),
    )
    expect(unused.sort()).toEqual(['--ficha-navy', '--ficha-on-accent', 'ficha-b'])
  })

  it('and the keyframes no rule runs any more', () => {
    const unused = unusedSymbols(
      scan(`
        const css = \`.ficha-a { animation: ficha-pulse 1s infinite } .ficha-b { animation: ficha-spin 1s }
          @keyframes ficha-pulse { to { opacity: 0 } } @keyframes ficha-spin { to { rotate: 1turn } }\`
        const view = <p className="ficha-a" />
      `),
    )
    expect(unused.sort()).toEqual(['ficha-b', 'ficha-spin'])
  })
})

describe('bundleCss', () => {
  it('minifies a CSS template with its substitutions in values, and leaves one with a substitution elsewhere as written', async () => {
    const code = await bundledFixture('tokens-template.tsx', {
      external: ['react/jsx-runtime'],
      plugins: [bundleCss(root)],
    })
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the bundle's source text
    expect(code).toContain(':host{--ficha-speed:${SPEED}ms}')
    expect(code).not.toContain('--ficha-unread')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the bundle's source text
    expect(code).toContain('.ficha-box { ${rule} }')
  })

  it('writes the shared declarations into a template that interpolates them, then minifies and prunes it', async () => {
    const code = await bundledFixture('shared-declarations.tsx', {
      external: ['react/jsx-runtime'],
      plugins: [bundleCss(root)],
    })
    const toggleCss = code.match(/toggleCss = ("[^"]*")/)?.[1] ?? ''
    expect(JSON.parse(toggleCss)).toMatch(/^\.ficha-toggle\{[^}]*\}$/)
    expect(toggleCss).toContain('display:inline-flex')
    expect(toggleCss).toContain('cursor:pointer')
    expect(code).not.toContain('ficha-unused')
  })
})
