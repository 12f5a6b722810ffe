import type { ConsoleRoute } from '@console/app/route'
import { AUDIT_PERMISSIONS } from '@src/contract/corrections-values'

export default {
  title: 'console.nav.audit',
  permission: AUDIT_PERMISSIONS.view,
  group: 'audit',
  order: 10,
  nav: true,
} satisfies ConsoleRoute
