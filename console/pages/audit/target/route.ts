import type { ConsoleRoute } from '@console/app/route'
import { AUDIT_PERMISSIONS } from '@src/contract/corrections-values'

export default {
  title: 'console.nav.auditTarget',
  permission: AUDIT_PERMISSIONS.view,
  group: 'audit',
  order: 20,
  nav: false,
} satisfies ConsoleRoute
