import { RISK_PERMISSIONS } from '@src/contract/risk'
import { endpoint } from '../../endpoint'
import { riskCaseEvidence } from '../../services/protection'

/** POST /api/admin/risk_case_evidence: a risk case's flags and what its player shares with other players. */
export default endpoint(
  'admin/risk_case_evidence',
  {
    summary: "A risk case's evidence: its flags, and the devices, addresses, PIX keys and documents shared",
    description: `Needs ${RISK_PERMISSIONS.view}. Each flag with its facts; each device, address, PIX key or document (CPF) the case's player shares with other players, with those players (at most 20 each). An address reads in clear when one of the player's sessions came from it; a device, kept only hashed, by its hash's first characters. Errors: 400, 401, 403, 1660 no such case.`,
  },
  async (request, app) => riskCaseEvidence(app.db, request.body.id),
)
