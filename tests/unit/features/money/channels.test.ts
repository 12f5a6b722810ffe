import type { Channel } from '@src/contract/money'
import { channelLimits, defaultChannel } from '@src/features/money/channels'
import { describe, expect, it } from 'vitest'

const channel = (minimum: number, maximum: number) => ({ minimum, maximum }) as Channel

describe('channelLimits', () => {
  it("never goes below the site's minimum deposit", () => {
    expect(channelLimits(channel(1_000, 500_000), 2_000)).toEqual({ min: 2_000, max: 500_000 })
    expect(channelLimits(channel(5_000, 500_000), 2_000)).toEqual({ min: 5_000, max: 500_000 })
  })
  it('asks for at least one centavo when nothing sets a minimum', () => {
    expect(channelLimits(channel(0, 100), 0).min).toBe(1)
  })
})

describe('defaultChannel', () => {
  const pix = { id: 2, kind: 'pix' } as Channel
  const bank = { id: 1, kind: 'bank' } as Channel
  it('opens the top-up with PIX chosen, wherever the operator lists it', () => {
    expect(defaultChannel([bank, pix])).toBe(pix)
  })
  it('falls back to the first channel, or none', () => {
    expect(defaultChannel([bank])).toBe(bank)
    expect(defaultChannel([])).toBeNull()
  })
})
