import type { ConsoleRoute } from '@console/app/route'
import { CONTENT_PERMISSIONS } from '@src/contract/publishing'

export default {
  title: 'console.nav.content',
  permission: CONTENT_PERMISSIONS.publish,
  group: 'settings',
  order: 20,
  nav: true,
} satisfies ConsoleRoute
