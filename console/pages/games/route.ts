import type { ConsoleRoute } from '@console/app/route'
import { GAME_PERMISSIONS } from '@src/contract/players'

export default {
  title: 'console.nav.games',
  permission: GAME_PERMISSIONS.manage,
  group: 'games',
  order: 10,
  nav: true,
} satisfies ConsoleRoute
