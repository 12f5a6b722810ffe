import { REGULATOR_PERMISSIONS } from '@src/contract/regulator'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { assertDayOver, buildRegulatorDay, listRegulatorDays } from '../../services/regulator'

/** POST /api/admin/regulator_rebuild: build a past day's regulator files again (audit-logged) */
export default endpoint(
  'admin/regulator_rebuild',
  {
    summary: "Build a past day's regulator files again (audit-logged)",
    description: `Needs ${REGULATOR_PERMISSIONS.rebuild}. Replaces the day's parts with a fresh build (the same bytes when nothing changed) and answers the day as admin/regulator_files shows it. Recorded in the operator audit log (action regulator.rebuild, the parts' hashes before, the reason). Errors: 400, 401, 403, 1671 the day is being built now, 1672 the day is not over yet.`,
  },
  async (request, app) => {
    const { day, reason } = request.body
    assertDayOver(day)
    await buildRegulatorDay(
      app.db,
      app.config.regulator,
      day,
      { actorId: currentUser(request).id, reason, ip: request.ip },
      app.reads,
    )
    const [shown] = await listRegulatorDays(app.db, { from: day, to: day })
    if (!shown) throw new Error(`regulator day ${day} not listed after its build`)
    return shown
  },
)
