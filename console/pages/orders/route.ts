import type { ConsoleRoute } from '@console/app/route'
import { MONEY_PERMISSIONS } from '@src/contract/money-values'

export default {
  title: 'console.nav.orders',
  permission: MONEY_PERMISSIONS.listOrders,
  group: 'money',
  order: 10,
  nav: true,
} satisfies ConsoleRoute
