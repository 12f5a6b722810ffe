import { createHmac } from 'node:crypto'
import type { PartnerEvent } from '@src/contract/partners-values'

/**
 * A postback's URL template and its placeholders (docs/partners.md, Postbacks). Only these exist: nothing
 * personal (no phone, no CPF, no name) can be put into a partner's URL.
 */
const PLACEHOLDERS = [
  'click_id',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'amount',
  'event_id',
  'event',
] as const
type Placeholder = (typeof PLACEHOLDERS)[number]

const PLACEHOLDER = /\{([^{}]*)\}/g

/** The first placeholder of `template` that does not exist, or null when every one does. */
export const unknownPlaceholder = (template: string): string | null => {
  for (const [, name] of template.matchAll(PLACEHOLDER))
    if (!(PLACEHOLDERS as readonly string[]).includes(name ?? '')) return name ?? ''
  return null
}

/**
 * Centavos as reais with a point and two decimals: 1234 -> '12.34'.
 * @internal Tests check the format directly.
 */
export const reais = (centavos: number): string =>
  `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100)}.${String(Math.abs(centavos) % 100).padStart(2, '0')}`

export type PostbackValues = Record<Placeholder, string | null>

/**
 * The template with each placeholder replaced by its value, URL-encoded; a value the event has not (no
 * click, no sub-id, no amount) is empty.
 */
export const renderPostback = (template: string, values: PostbackValues): string =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name)
      ? encodeURIComponent(values[name as Placeholder] ?? '')
      : whole,
  )

/** The values of one event: its player's click and sub-ids, the amount in reais, its id and name. */
export const postbackValues = (
  event: { eventId: string; event: PartnerEvent; amount: number | null },
  attribution: {
    clickId: string | null
    sub1: string | null
    sub2: string | null
    sub3: string | null
    sub4: string | null
    sub5: string | null
  },
): PostbackValues => ({
  click_id: attribution.clickId,
  sub1: attribution.sub1,
  sub2: attribution.sub2,
  sub3: attribution.sub3,
  sub4: attribution.sub4,
  sub5: attribution.sub5,
  amount: event.amount === null ? null : reais(event.amount),
  event_id: event.eventId,
  event: event.event,
})

/** The headers a postback carries (docs/partners.md, Signature). */
export const SIGNATURE_HEADER = 'x-ficha-signature'
export const TIMESTAMP_HEADER = 'x-ficha-timestamp'
export const EVENT_HEADER = 'x-ficha-event-id'

/**
 * Hex HMAC-SHA256, keyed with the partner's postback secret, over `<timestamp>.<url>`: the timestamp (Unix
 * seconds, in its own header) and the whole URL as sent, so neither can be changed nor replayed later.
 */
export const signPostback = (secret: string, timestamp: number, url: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${url}`).digest('hex')
