import type { ConsoleRoute } from '@console/app/route'
import { REGULATOR_PERMISSIONS } from '@src/contract/regulator-values'

export default {
  title: 'console.nav.regulator',
  permission: REGULATOR_PERMISSIONS.view,
  group: 'reports',
  order: 10,
  nav: true,
} satisfies ConsoleRoute
