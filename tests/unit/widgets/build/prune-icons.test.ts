// @vitest-environment node
import { join } from 'node:path'
import { pruneIcons } from '@widgets/build/prune-icons'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = process.cwd()

describe('pruneIcons', () => {
  it('keeps in a bundle only the icons its code names', async () => {
    const result = await build({
      entryPoints: [join(root, 'tests/unit/widgets/build/fixtures/draws-an-eye.tsx')],
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      external: ['react', 'react/jsx-runtime'],
      logLevel: 'silent',
      plugins: [pruneIcons(root)],
    })
    const code = result.outputFiles[0]?.text ?? ''
    // eye: 'M1 12s4-8 11-8…'; settings and wallet are among the portal's icons.
    expect(code).toContain('M1 12s4-8 11-8')
    expect(code).not.toMatch(/\bsettings:/)
    expect(code).not.toMatch(/\bwallet:/)
  })
})
