import { RISK_PERMISSIONS, RiskCasePage, RiskCasesBody } from '@src/contract/risk'
import { endpoint } from '../../endpoint'
import { listRiskCases } from '../../services/protection'

/** POST /api/admin/risk_cases: Risk and responsible-gaming cases, for review */
export default endpoint(
  'POST /admin/risk_cases',
  {
    access: { permission: RISK_PERMISSIONS.view },
    tags: ['admin'],
    summary: 'Risk and responsible-gaming cases, for review',
    description: `Needs ${RISK_PERMISSIONS.view}. status: open (nearest deadline first) or closed (latest decision first); userId: one player's. Each case carries the player's risk rating. Errors: 400, 401, 403.`,
    body: RiskCasesBody,
    answer: RiskCasePage,
  },
  async (request, app) => listRiskCases(app.db, request.body),
)
