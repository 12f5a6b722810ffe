import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { createCampaign } from '../../providers/freespins/campaigns'
import { buy } from '../../services/missions'

const DAY_MS = 86_400_000

/** POST /api/mission/buy {itemId, clientId}: points exchanged for an item, once per client id. */
export default endpoint(
  'mission/buy',
  {
    summary: 'Exchange points for a shop item (docs/missions.md)',
    description:
      'Spends the price in points and gives the item: cash back paid to the wallet in the same transaction, or free ' +
      "spins granted at the provider (a campaign under the reference 'shop-freespins:<purchase>'); the same " +
      'clientId again answers the first purchase (replayed: true), spending nothing. A player buying with ' +
      'earned points is not an operator decision: no checker. Errors: 400, 401, 2045 not on sale, 2046 not enough ' +
      'points (nothing spent), 2047 clientId used for another item, 2048 the provider did not grant the spins ' +
      '(points given back), 2049 the player may not receive incentives now.',
  },
  async (request, app) => {
    const user = currentUser(request)
    return buy(app.db, user.id, request.body, async (order) => {
      const now = new Date()
      const campaign = await createCampaign(
        app.db,
        { hub88: app.config.hub88, slotegrator: app.config.slotegrator },
        {
          reference: order.reference,
          provider: order.provider as 'hub88' | 'slotegrator',
          games: [order.gameCode],
          players: [order.userId],
          spins: order.spins,
          betValue: order.betValue,
          validFrom: now.toISOString(),
          validUntil: new Date(now.getTime() + order.validDays * DAY_MS).toISOString(),
          ...(order.template ? { template: order.template } : {}),
        },
        order.userId,
      )
      return campaign.state === 'created'
    })
  },
)
