import type { ConsoleRoute } from '@console/app/route'
import { PLAYER_PERMISSIONS } from '@src/contract/players'

export default {
  title: 'console.nav.playerDetail',
  permission: PLAYER_PERMISSIONS.view,
  group: 'players',
  order: 11,
  nav: false,
} satisfies ConsoleRoute
