import { readFileSync } from 'node:fs'
import { TABS } from '@portal/app/routes'
import { appShell, criticalCss, withAppShell } from '@portal/build/app-shell'
import { describe, expect, test } from 'vitest'

const page = withAppShell(readFileSync('portal/index.html', 'utf8'))
const document = new DOMParser().parseFromString(page, 'text/html')

describe('the portal page before its script runs', () => {
  test('shows the navigation bar with the app’s name, a skeleton and every tab', () => {
    expect(document.querySelector('#app .ficha-navbar__title')?.textContent).toBe('Ficha')
    expect(document.querySelectorAll('#app .ficha-skeleton-row')).toHaveLength(5)
    const tabs = [...document.querySelectorAll('#app .ficha-tabbar__tab')].map((tab) =>
      tab.getAttribute('href'),
    )
    expect(tabs).toEqual(TABS.map((tab) => `#${tab.path}`))
    expect(document.querySelectorAll('#app svg path')).toHaveLength(TABS.length)
  })

  test('carries its critical CSS (tokens, frame, skeleton) in the head, and nothing a strict CSP refuses', () => {
    const styles = [...document.querySelectorAll('head style')].map((style) => style.textContent)
    expect(styles).toEqual([criticalCss])
    expect(criticalCss).toMatch(/--ficha-navy:#003069/)
    expect(criticalCss).toMatch(/\.ficha-tabbar\{/)
    expect(criticalCss).toMatch(/\.ficha-skeleton\{/)
    expect(document.querySelectorAll('[style]')).toHaveLength(0)
    expect(document.querySelectorAll('script:not([src])')).toHaveLength(0)
  })

  test('carries the buttons’ and badges’ CSS, so the portal’s script leaves them and the tokens out', () => {
    expect(criticalCss).toMatch(/\.ficha-button\{/)
    expect(criticalCss).toMatch(/\.ficha-count\{/)
    const load = appShell().load as (id: string) => string | null
    expect(load('/repo/src/ui/button.styles.ts')).toBe("export const buttonCss = ''")
    expect(load('/repo/src/ui/tokens.ts')).toBe("export const tokensCss = ''")
    expect(load('/repo/src/ui/Button.tsx')).toBeNull()
  })
})
