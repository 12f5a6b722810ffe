import type { ConsoleRoute } from '@console/app/route'
import { REPORT_PERMISSIONS } from '@src/contract/reports'

export default {
  title: 'console.nav.reports',
  permission: REPORT_PERMISSIONS.view,
  group: 'reports',
  order: 20,
  nav: true,
} satisfies ConsoleRoute
