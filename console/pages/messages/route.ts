import type { ConsoleRoute } from '@console/app/route'
import { MESSAGE_PERMISSIONS } from '@src/contract/messages'

export default {
  title: 'console.nav.messages',
  permission: MESSAGE_PERMISSIONS.player,
  group: 'players',
  order: 30,
  nav: true,
} satisfies ConsoleRoute
