import type { ConsoleRoute } from '@console/app/route'
import { REPORT_PERMISSIONS } from '@src/contract/reports'

export default {
  title: 'console.nav.dashboard',
  permission: REPORT_PERMISSIONS.view,
  group: 'reports',
  order: 10,
  nav: true,
} satisfies ConsoleRoute
