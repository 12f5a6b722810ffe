import type { ConsoleRoute } from '@console/app/route'
import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints-values'

export default {
  title: 'console.nav.complaintDetail',
  permission: COMPLAINT_PERMISSIONS.view,
  group: 'players',
  order: 21,
  nav: false,
} satisfies ConsoleRoute
