import type { ConsoleRoute } from '@console/app/route'
import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints-values'

export default {
  title: 'console.nav.complaints',
  permission: COMPLAINT_PERMISSIONS.view,
  group: 'players',
  order: 20,
  nav: true,
} satisfies ConsoleRoute
