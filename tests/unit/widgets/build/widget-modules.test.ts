// @vitest-environment node
import { join } from 'node:path'
import { COMPAT_ALIAS } from '@widgets/build/compat-alias'
import { widgetPlugins } from '@widgets/build/plugins'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = process.cwd()

/** The classic script as tsup.config.ts bundles it, unminified. */
async function classicScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'widgets/ficha.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    alias: COMPAT_ALIAS,
    mainFields: ['module', 'browser', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: widgetPlugins(root),
  })
  return result.outputFiles[0]?.text ?? ''
}

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
