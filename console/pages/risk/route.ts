import type { ConsoleRoute } from '@console/app/route'
import { RISK_PERMISSIONS } from '@src/contract/risk-values'

export default {
  title: 'console.nav.risk',
  permission: RISK_PERMISSIONS.view,
  group: 'risk',
  order: 10,
  nav: true,
} satisfies ConsoleRoute
