import type { InviteLinks } from '@src/contract/rewards'
import { LANG_PARAM, type Lang } from '@src/i18n/languages'
import type { User } from '../../db/schema/users'

/** The short invite address's path: GET /i/CODE redirects to the sign-up. */
const INVITE_PATH = '/i/'

/**
 * The portal's sign-up (its hash route): the login page opens registration with `code` filled in, or
 * registration without a code when there is none.
 */
export const signUpRoute = (code: string | null): string =>
  code ? `#/pages/jogos/login?code=${encodeURIComponent(code)}` : '#/pages/jogos/login?mode=register'

/**
 * The player's code and their short invite address (`PUBLIC_URL/i/CODE?lang=pt`), to share and to show as a
 * QR code. The address carries the language the inviter reads, which their message to a friend is in: the
 * friend's sign-up opens in it.
 */
export const inviteLinks = (
  user: Pick<User, 'invitationCode'>,
  publicUrl: string,
  lang: Lang,
): InviteLinks => ({
  code: user.invitationCode,
  link: `${publicUrl.replace(/\/+$/, '')}${INVITE_PATH}${encodeURIComponent(user.invitationCode)}?${LANG_PARAM}=${lang}`,
})
