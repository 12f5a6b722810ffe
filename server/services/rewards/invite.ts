import type { InviteLinks } from '../../../src/contract/rewards'
import type { User } from '../../db/schema/users'

/** The portal's registration page with the code: the portal opens sign-up with it filled in. */
export const inviteLinks = (user: Pick<User, 'invitationCode'>, publicUrl: string): InviteLinks => ({
  code: user.invitationCode,
  link: `${publicUrl.replace(/\/+$/, '')}/#/pages/jogos/login?code=${encodeURIComponent(user.invitationCode)}`,
})
