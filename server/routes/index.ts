import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import outbox from './dev/outbox'
import sendEmailMobile from './index/send_email_mobile'
import logout from './logout'
import sendSms from './sms/send'
import changePwd from './user/change_pwd'
import changepwd from './user/changepwd'
import getUserinfo from './user/getUserinfo'
import login from './user/login'
import register from './user/register'
import setpaypwd from './user/setpaypwd'

/**
 * The route registry. One module per endpoint, named by its path: server/routes/user/login.ts registers
 * POST /user/login, served under /api. To add an endpoint, write its module and list it here.
 */
export const apiRoutes: FastifyPluginAsyncTypebox[] = [
  login,
  register,
  changePwd,
  changepwd,
  setpaypwd,
  getUserinfo,
  logout,
  sendSms,
  sendEmailMobile,
]

/** Served at the root as well as under /api: the spec calls POST /logout without the /api base. */
export const rootRoutes: FastifyPluginAsyncTypebox[] = [logout]

/** Development aids, never registered in production. */
export const devRoutes: FastifyPluginAsyncTypebox[] = [outbox]
