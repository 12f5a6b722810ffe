import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'

/** Operator permission of free-spin campaigns (admin/freespins_create). */
export const FREESPINS_PERMISSIONS = {
  /** Create a free-spin campaign on a provider. */
  create: 'providers:freespins:create',
} as const

export const FREESPIN_PROVIDERS = ['hub88', 'slotegrator'] as const

const Instant = Type.String({
  pattern:
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,6})?)?(Z|[+-][0-9]{2}:[0-9]{2})$',
})

/** admin/freespins_create: spins of one bet value for each listed player in each listed game. */
export const FreespinCampaignBody = ExactObject({
  /** The operator's own id of the campaign: sending it again answers the first outcome, creating nothing. */
  reference: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' }),
  provider: literals(FREESPIN_PROVIDERS),
  /** The provider's game codes (Hub88 game_code, GIS game_uuid): each player gets the spins in each game. */
  games: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
    minItems: 1,
    maxItems: 20,
    uniqueItems: true,
  }),
  /** Ficha's player ids. */
  players: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
  /** Spins per player and game. */
  spins: Type.Integer({ minimum: 1, maximum: 1000 }),
  /** The value of each spin, in centavos. */
  betValue: Type.Integer({ minimum: 1, maximum: 100_000_00 }),
  /** ISO 8601 instants; the spins can be played between them. */
  validFrom: Instant,
  validUntil: Instant,
  /** The provider's offer template: Hub88's prepaid_uuid (required for hub88), GIS's bet_id (slotegrator). */
  template: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** Granted for a deposit (a deposit offer): refused in the brazil profile (1314). */
  depositLinked: Type.Optional(Type.Boolean()),
})
export type FreespinCampaignBody = Static<typeof FreespinCampaignBody>

export const FreespinCampaign = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  provider: Type.String(),
  /** created: the provider holds every grant; failed: nothing is granted (failure says why). */
  state: literals(['created', 'failed', 'pending']),
  failure: Type.Optional(Type.String()),
  grants: Type.Array(
    Type.Object({
      player: Type.Integer(),
      game: Type.String(),
      /** granted, withheld (cool-off or self-exclusion), cancelled (the campaign failed) or pending. */
      state: Type.String(),
    }),
  ),
})
export type FreespinCampaign = Static<typeof FreespinCampaign>
