import { FREESPINS_PERMISSIONS } from '@src/contract/freespins'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { createCampaign } from '../../providers/freespins/campaigns'

/** POST /api/admin/freespins_create: a free-spin campaign on a provider, for listed players and games. */
export default endpoint(
  'admin/freespins_create',
  {
    summary: 'Create a free-spin campaign on a provider (Hub88 Freebets, GIS free spins)',
    description: `Needs ${FREESPINS_PERMISSIONS.create}. Records the campaign under the operator's reference with one grant per player and game (a player in a cool-off or self-exclusion is withheld), grants each at the provider with a signed call, and answers created, or failed with the reason (what the provider had accepted is cancelled). The same reference again answers the campaign as it stands. Errors: 400, 401, 403, 1311 reference used with other details, 1312 provider not configured, 1313 no player may receive free spins, 1314 deposit-linked in the brazil profile, 1315 a detail wrong for the provider (data.field), 1620 unknown player.`,
  },
  async (request, app) =>
    createCampaign(
      app.db,
      { hub88: app.config.hub88, slotegrator: app.config.slotegrator },
      request.body,
      currentUser(request).id,
    ),
)
