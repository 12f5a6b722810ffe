import type { ConsoleRoute } from '@console/app/route'
import { PROTECTION_PERMISSIONS } from '@src/contract/protection-values'

export default {
  title: 'console.nav.protection',
  permission: PROTECTION_PERMISSIONS.viewPlayer,
  group: 'players',
  order: 20,
  nav: true,
} satisfies ConsoleRoute
