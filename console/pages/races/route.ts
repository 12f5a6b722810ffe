import type { ConsoleRoute } from '@console/app/route'
import { RACE_PERMISSIONS } from '@src/contract/race-values'

export default {
  title: 'console.nav.races',
  permission: RACE_PERMISSIONS.view,
  group: 'settings',
  order: 25,
  nav: true,
} satisfies ConsoleRoute
