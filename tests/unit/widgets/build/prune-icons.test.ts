// @vitest-environment node
import { pruneIcons } from '@widgets/build/prune-icons'
import { describe, expect, it } from 'vitest'
import { bundledFixture, root } from './bundle'

describe('pruneIcons', () => {
  it('keeps in a bundle only the icons its code names', async () => {
    const code = await bundledFixture('draws-an-eye.tsx', {
      external: ['react', 'react/jsx-runtime'],
      plugins: [pruneIcons(root)],
    })
    // eye: 'M1 12s4-8 11-8…'; settings and wallet are among the portal's icons.
    expect(code).toContain('M1 12s4-8 11-8')
    expect(code).not.toMatch(/\bsettings:/)
    expect(code).not.toMatch(/\bwallet:/)
  })
})
