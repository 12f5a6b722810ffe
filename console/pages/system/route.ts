import type { ConsoleRoute } from '@console/app/route'
import { SYSTEM_PERMISSIONS } from '@src/contract/jobs'

export default {
  title: 'console.nav.system',
  permission: SYSTEM_PERMISSIONS.view,
  group: 'settings',
  order: 90,
  nav: true,
} satisfies ConsoleRoute
