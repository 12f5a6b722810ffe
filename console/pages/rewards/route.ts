import type { ConsoleRoute } from '@console/app/route'
import { REWARDS_PERMISSIONS } from '@src/contract/rewards-values'

export default {
  title: 'console.nav.rewards',
  permission: REWARDS_PERMISSIONS.view,
  group: 'settings',
  order: 20,
  nav: true,
} satisfies ConsoleRoute
