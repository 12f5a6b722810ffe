import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import adminOrders from './admin/orders'
import adminReview from './admin/review'
import assets from './assets'
import getWinList from './bet/getWinList'
import betStream from './bet/stream'
import outbox from './dev/outbox'
import gameInfo from './game/info'
import gameOpen from './game/open'
import gameRotate from './game/rotate'
import gameSeed from './game/seed'
import gameSpin from './game/spin'
import gameVerify from './game/verify'
import addBank from './index/add_bank'
import bankList from './index/bank_list'
import bindCard from './index/bind_card'
import delBank from './index/del_bank'
import findBets from './index/find_bets'
import gameDetai from './index/game_detai'
import gameIndex from './index/game_index'
import gameLike from './index/game_like'
import getAc from './index/get_ac'
import getAcdtai from './index/get_acdtai'
import getC from './index/get_c'
import getContents from './index/get_contents'
import getMsg from './index/get_msg'
import getRechlist from './index/get_rechlist'
import getWallet from './index/get_wallet'
import getban from './index/getban'
import getPopupImg from './index/getPopupImg'
import inGame from './index/in_game'
import isBank from './index/is_bank'
import rechargeInfo from './index/recharge_info'
import sendEmailMobile from './index/send_email_mobile'
import upload from './index/upload'
import uploadVoucher from './index/upload_voucher'
import witRechList from './index/Wit_rech_list'
import withdrawRecharge from './index/Withdraw_recharge'
import walletTransfer from './index/walletTransfer'
import logout from './logout'
import payWebhook from './pay/webhook'
import sendSms from './sms/send'
import changePwd from './user/change_pwd'
import changepwd from './user/changepwd'
import getUserinfo from './user/getUserinfo'
import login from './user/login'
import register from './user/register'
import setpaypwd from './user/setpaypwd'
import webconfig from './webconfig/index'

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
  getban,
  getMsg,
  getAc,
  getAcdtai,
  getContents,
  getC,
  getPopupImg,
  webconfig,
  gameIndex,
  gameDetai,
  gameLike,
  getWinList,
  betStream,
  getWallet,
  inGame,
  findBets,
  gameOpen,
  gameInfo,
  gameSpin,
  gameSeed,
  gameRotate,
  gameVerify,
  getRechlist,
  withdrawRecharge,
  rechargeInfo,
  uploadVoucher,
  upload,
  isBank,
  addBank,
  bindCard,
  bankList,
  delBank,
  witRechList,
  walletTransfer,
  adminOrders,
  adminReview,
  payWebhook,
  assets,
]

/** Served at the root as well as under /api: the spec calls POST /logout without the /api base. */
export const rootRoutes: FastifyPluginAsyncTypebox[] = [logout]

/** Development aids, never registered in production. */
export const devRoutes: FastifyPluginAsyncTypebox[] = [outbox]
