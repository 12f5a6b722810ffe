// @vitest-environment node
import { join } from 'node:path'
import { COMPAT_ALIAS } from '@widgets/build/compat-alias'
import { widgetPlugins } from '@widgets/build/plugins'
import { describe, expect, it } from 'vitest'
import { bundledText, root } from './bundle'

/** The classic script as tsup.config.ts bundles it, unminified. */
const classicScript = () =>
  bundledText({
    entryPoints: [join(root, 'widgets/ficha.ts')],
    format: 'iife',
    platform: 'browser',
    alias: COMPAT_ALIAS,
    mainFields: ['module', 'browser', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: widgetPlugins(root),
  })

describe('the classic widget script', () => {
  it('holds no module in a lazy initialiser and no part of @preact/compat the elements never call', async () => {
    const code = await classicScript()
    expect(code).toContain('customElements')
    // esbuild's __esm wrapper, which an import() in a classic script puts around its target and all it imports.
    expect(code).not.toMatch(/\b__esm\(/)
    // Only @preact/compat's default object refers to these.
    expect(code).not.toMatch(/\buseDeferredValue\b/)
    // The zh fallback keeps the one envelope code text the elements show (code.1605), not all of them.
    expect(code).toMatch(/"?1605"?:/)
    expect(code).not.toMatch(/"?1001"?:/)
  }, 60_000)
})
