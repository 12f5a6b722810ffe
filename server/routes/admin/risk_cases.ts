import { RISK_PERMISSIONS } from '@src/contract/risk'
import { endpoint } from '../../endpoint'
import { listRiskCases } from '../../services/protection'

/** POST /api/admin/risk_cases: Risk and responsible-gaming cases, for review */
export default endpoint(
  'admin/risk_cases',
  {
    summary: 'Risk and responsible-gaming cases, for review',
    description: `Needs ${RISK_PERMISSIONS.view}. status: open (nearest deadline first) or closed (latest decision first); userId: one player's. Each case carries the player's risk rating. Errors: 400, 401, 403.`,
  },
  async (request, app) => listRiskCases(app.db, request.body),
)
