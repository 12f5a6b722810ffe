import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import adminAlerts from './admin/alerts'
import adminAuditChain from './admin/audit_chain'
import adminAuditLog from './admin/audit_log'
import adminCorrectionApprove from './admin/correction_approve'
import adminCorrectionCreate from './admin/correction_create'
import adminCorrectionReject from './admin/correction_reject'
import adminCorrections from './admin/corrections'
import adminFreespinsCreate from './admin/freespins_create'
import adminGameUpdate from './admin/game_update'
import adminGames from './admin/games'
import adminIdentityReview from './admin/identity_review'
import adminJobs from './admin/jobs'
import adminLinkedAccounts from './admin/linked_accounts'
import adminMessageBroadcast from './admin/message_broadcast'
import adminMessageBroadcasts from './admin/message_broadcasts'
import adminMessagePlayer from './admin/message_player'
import adminOperatorTotpReset from './admin/operator_totp_reset'
import adminOrders from './admin/orders'
import adminPayoutQueue from './admin/payout_queue'
import adminPendingCounts from './admin/pending_counts'
import adminPlayerBlock from './admin/player_block'
import adminPlayerDetail from './admin/player_detail'
import adminPlayerNote from './admin/player_note'
import adminPlayerPayPasswordReset from './admin/player_pay_password_reset'
import adminPlayerProtection from './admin/player_protection'
import adminPlayerResendCode from './admin/player_resend_code'
import adminPlayerSearch from './admin/player_search'
import adminPromotionUpdate from './admin/promotion_update'
import adminProviderMismatches from './admin/provider_mismatches'
import adminProviderReconcile from './admin/provider_reconcile'
import adminProviderSelfValidate from './admin/provider_self_validate'
import adminProviderSync from './admin/provider_sync'
import adminProviderTransfers from './admin/provider_transfers'
import adminRaceCancel from './admin/race_cancel'
import adminRaceList from './admin/race_list'
import adminRaceSave from './admin/race_save'
import adminRaceSwitch from './admin/race_switch'
import adminRaceWeight from './admin/race_weight'
import adminRaceWeights from './admin/race_weights'
import adminRegulatorFile from './admin/regulator_file'
import adminRegulatorFiles from './admin/regulator_files'
import adminRegulatorRebuild from './admin/regulator_rebuild'
import adminReportExport from './admin/report_export'
import adminReportGames from './admin/report_games'
import adminReportPayments from './admin/report_payments'
import adminReportPlayers from './admin/report_players'
import adminReportRounds from './admin/report_rounds'
import adminReportSummary from './admin/report_summary'
import adminReview from './admin/review'
import adminRewardList from './admin/reward_list'
import adminRewards from './admin/rewards'
import adminRiskCaseAssign from './admin/risk_case_assign'
import adminRiskCaseDecide from './admin/risk_case_decide'
import adminRiskCaseEvidence from './admin/risk_case_evidence'
import adminRiskCaseExport from './admin/risk_case_export'
import adminRiskCases from './admin/risk_cases'
import assets from './assets'
import getWinList from './bet/getWinList'
import betStream from './bet/stream'
import consoleTotpConfirm from './console/totp_confirm'
import consoleTotpEnrol from './console/totp_enrol'
import consoleTotpStatus from './console/totp_status'
import consoleTotpVerify from './console/totp_verify'
import devOperator from './dev/operator'
import outbox from './dev/outbox'
import devSeedMonth from './dev/seed_month'
import gameInfo from './game/info'
import gameOpen from './game/open'
import gameReauth from './game/reauth'
import gameRotate from './game/rotate'
import gameSeed from './game/seed'
import gameSpin from './game/spin'
import gameTransfer from './game/transfer'
import gameVerify from './game/verify'
import gpHub88 from './gp/hub88'
import gpSlotegrator from './gp/slotegrator'
import invite from './i'
import addBank from './index/add_bank'
import allThirdLevelUsers from './index/allThirdLevelUsers'
import balanceHistory from './index/balance_history'
import bankList from './index/bank_list'
import bindCard from './index/bind_card'
import delBank from './index/del_bank'
import favoriteSet from './index/favorite_set'
import findBets from './index/find_bets'
import gameDetai from './index/game_detai'
import gameIndex from './index/game_index'
import gameLike from './index/game_like'
import gameRows from './index/game_rows'
import getAc from './index/get_ac'
import getAcdtai from './index/get_acdtai'
import getBonusStatus from './index/get_bonus_status'
import getC from './index/get_c'
import getContents from './index/get_contents'
import getLimits from './index/get_limits'
import getLinks from './index/get_links'
import getMsg from './index/get_msg'
import getMyMsg from './index/get_my_msg'
import getPromotions from './index/get_promotions'
import getRechlist from './index/get_rechlist'
import getUnread from './index/get_unread'
import getVips from './index/get_vips'
import getWallet from './index/get_wallet'
import getban from './index/getban'
import getPopupImg from './index/getPopupImg'
import inGame from './index/in_game'
import isBank from './index/is_bank'
import myGames from './index/my_games'
import nextRewards from './index/next_rewards'
import outGame from './index/out_game'
import partnerInfo from './index/partner_info'
import readMyMsg from './index/read_my_msg'
import rebateList from './index/rebate_list'
import rechargeInfo from './index/recharge_info'
import rewardList from './index/reward_list'
import selfExclude from './index/self_exclude'
import sendEmailMobile from './index/send_email_mobile'
import setLimits from './index/set_limits'
import statement from './index/statement'
import statementExport from './index/statement_export'
import upload from './index/upload'
import uploadVoucher from './index/upload_voucher'
import vipsInfo from './index/vips_info'
import witRechList from './index/Wit_rech_list'
import withdrawRecharge from './index/Withdraw_recharge'
import walletTransfer from './index/walletTransfer'
import logout from './logout'
import noticeReadAll from './notice/read_all'
import noticeSettings from './notice/settings'
import noticeStream from './notice/stream'
import noticeTicket from './notice/ticket'
import payWebhook from './pay/webhook'
import payoutsWebhook from './payouts/webhook'
import raceBoard from './race/board'
import raceList from './race/list'
import sendSms from './sms/send'
import changePwd from './user/change_pwd'
import changepwd from './user/changepwd'
import getUserinfo from './user/getUserinfo'
import login from './user/login'
import userNickname from './user/nickname'
import userReauth from './user/reauth'
import register from './user/register'
import setpaypwd from './user/setpaypwd'
import userSettings from './user/settings'
import webconfig from './webconfig/index'
import widgetExchange from './widget/exchange'
import widgetHandoff from './widget/handoff'

/**
 * The route registry. One module per endpoint, named by its path: server/routes/user/login.ts registers
 * POST /user/login, served under /api. To add an endpoint, write its module and list it here.
 */
export const apiRoutes: FastifyPluginAsyncTypebox[] = [
  login,
  userNickname,
  userReauth,
  register,
  changePwd,
  changepwd,
  setpaypwd,
  getUserinfo,
  userSettings,
  logout,
  sendSms,
  sendEmailMobile,
  getban,
  getMsg,
  getMyMsg,
  readMyMsg,
  getUnread,
  noticeTicket,
  noticeStream,
  noticeReadAll,
  noticeSettings,
  getAc,
  getAcdtai,
  getContents,
  getC,
  getPopupImg,
  webconfig,
  gameIndex,
  gameDetai,
  gameLike,
  gameRows,
  myGames,
  favoriteSet,
  getWinList,
  betStream,
  raceBoard,
  raceList,
  getWallet,
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
  adminPayoutQueue,
  adminAlerts,
  adminPendingCounts,
  adminJobs,
  adminRaceCancel,
  adminRaceList,
  adminRaceSave,
  adminRaceSwitch,
  adminRaceWeight,
  adminRaceWeights,
  adminReview,
  payWebhook,
  payoutsWebhook,
  inGame,
  outGame,
  findBets,
  gameOpen,
  gameReauth,
  gameInfo,
  gameSpin,
  gameTransfer,
  gameSeed,
  gameRotate,
  gameVerify,
  getLinks,
  allThirdLevelUsers,
  getPromotions,
  getBonusStatus,
  getVips,
  vipsInfo,
  rewardList,
  rebateList,
  partnerInfo,
  nextRewards,
  adminRewards,
  adminRewardList,
  adminLinkedAccounts,
  adminPromotionUpdate,
  adminProviderSync,
  adminProviderTransfers,
  adminProviderReconcile,
  adminProviderMismatches,
  adminProviderSelfValidate,
  adminFreespinsCreate,
  getLimits,
  setLimits,
  selfExclude,
  adminPlayerProtection,
  adminIdentityReview,
  adminRiskCases,
  adminRiskCaseAssign,
  adminRiskCaseDecide,
  adminRiskCaseEvidence,
  adminRiskCaseExport,
  adminCorrectionCreate,
  adminCorrectionApprove,
  adminCorrectionReject,
  adminCorrections,
  balanceHistory,
  statement,
  statementExport,
  adminAuditLog,
  adminAuditChain,
  adminRegulatorFiles,
  adminRegulatorFile,
  adminRegulatorRebuild,
  adminReportSummary,
  adminReportGames,
  adminReportPayments,
  adminReportPlayers,
  adminReportRounds,
  adminReportExport,
  consoleTotpStatus,
  consoleTotpEnrol,
  consoleTotpConfirm,
  consoleTotpVerify,
  adminPlayerSearch,
  adminPlayerDetail,
  adminPlayerNote,
  adminMessagePlayer,
  adminMessageBroadcast,
  adminMessageBroadcasts,
  adminOperatorTotpReset,
  adminPlayerBlock,
  adminPlayerPayPasswordReset,
  adminPlayerResendCode,
  adminGames,
  adminGameUpdate,
  widgetHandoff,
  widgetExchange,
  assets,
]

/**
 * Served at the root: POST /logout (also under /api: the spec calls it without the /api base), the
 * short invite address GET /i/CODE and the game providers' wallet calls under /gp/ (docs/providers.md).
 */
export const rootRoutes: FastifyPluginAsyncTypebox[] = [logout, invite, gpHub88, gpSlotegrator]

/** Development aids, never registered in production. */
export const devRoutes: FastifyPluginAsyncTypebox[] = [outbox, devOperator, devSeedMonth]
