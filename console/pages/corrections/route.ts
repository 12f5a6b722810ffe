import type { ConsoleRoute } from '@console/app/route'
import { CORRECTION_PERMISSIONS } from '@src/contract/corrections-values'

export default {
  title: 'console.nav.corrections',
  permission: CORRECTION_PERMISSIONS.view,
  group: 'money',
  order: 30,
  nav: true,
} satisfies ConsoleRoute
