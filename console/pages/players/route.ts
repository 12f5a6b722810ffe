import type { ConsoleRoute } from '@console/app/route'
import { PLAYER_PERMISSIONS } from '@src/contract/players'

export default {
  title: 'console.nav.players',
  permission: PLAYER_PERMISSIONS.search,
  group: 'players',
  order: 10,
  nav: true,
} satisfies ConsoleRoute
