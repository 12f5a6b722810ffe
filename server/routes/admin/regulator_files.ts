import { REGULATOR_PERMISSIONS } from '@src/contract/regulator'
import { endpoint } from '../../endpoint'
import { listRegulatorDays } from '../../services/regulator'

/** POST /api/admin/regulator_files: the regulator's daily files, by day */
export default endpoint(
  'admin/regulator_files',
  {
    summary: "The regulator's daily files (SIGAP), by São Paulo day",
    description: `Needs ${REGULATOR_PERMISSIONS.view}. The days from \`from\` to \`to\` (YYYY-MM-DD; default the 14 days before today, at most 92), newest first: each day's status (missing, building, ready, failed), its deadline (06:00 São Paulo of the next day), whether it is late, and its parts (bets, bettors, wallet; part number, status, SHA-256, record count, totals in centavos, the validator's or the totals check's message). Errors: 400, 401, 403.`,
  },
  async (request, app) => ({ days: await listRegulatorDays(app.db, request.body) }),
)
