import type { ConsoleRoute } from '@console/app/route'
import { MISSION_PERMISSIONS } from '@src/contract/missions-values'

export default {
  title: 'console.nav.missions',
  permission: MISSION_PERMISSIONS.view,
  group: 'settings',
  order: 26,
  nav: true,
} satisfies ConsoleRoute
