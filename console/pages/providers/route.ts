import type { ConsoleRoute } from '@console/app/route'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'

export default {
  title: 'console.nav.providers',
  permission: RECONCILE_PERMISSIONS.list,
  group: 'games',
  order: 20,
  nav: true,
} satisfies ConsoleRoute
