import type { Channel, ChannelKind } from '../../contract/money'
import type { AmountLimits } from '../../validation'

/** A channel's amount range; never below the site's minimum deposit. */
export const channelLimits = (
  channel: Channel,
  minDeposit: number,
): Required<Omit<AmountLimits, 'balance'>> => ({
  min: Math.max(channel.minimum, minDeposit, 1),
  max: channel.maximum,
})

/** The icon of each kind of channel. */
export const CHANNEL_ICONS = { pix: 'coins', bank: 'bank', crypto: 'wallet' } as const satisfies Record<
  ChannelKind,
  string
>

/** The channel a top-up opens with: PIX (how most players pay), else the first one offered. */
export const defaultChannel = (channels: readonly Channel[]): Channel | null =>
  channels.find((channel) => channel.kind === 'pix') ?? channels[0] ?? null
