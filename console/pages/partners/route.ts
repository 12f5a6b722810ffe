import type { ConsoleRoute } from '@console/app/route'
import { PARTNER_PLAN_PERMISSIONS } from '@src/contract/partner-plans'

export default {
  title: 'console.nav.partners',
  permission: PARTNER_PLAN_PERMISSIONS.view,
  group: 'money',
  order: 60,
  nav: true,
} satisfies ConsoleRoute
