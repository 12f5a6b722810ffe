import type { OpenAlerts } from './alerts'
import type {
  GameIndex,
  GameIndexBody,
  GameListBody,
  GamePage,
  GameSearchBody,
  GameSearchPage,
} from './catalogue'
import type { RecoveryCodes, TotpConfirmBody, TotpEnrolment, TotpStatus, TotpVerifyBody } from './console'
import type {
  BannerList,
  ContentBody,
  ContentPage,
  EventDetails,
  EventDetailsBody,
  EventList,
  NoticePage,
  PlayerNoticePage,
  Popup,
  ReadNoticesBody,
  SiteLinks,
  UnreadCounts,
  WebConfig,
} from './content'
import type {
  AuditLogBody,
  AuditLogPage,
  BalanceHistoryPage,
  ChainStatus,
  Correction,
  CorrectionApproveBody,
  CorrectionCreateBody,
  CorrectionPage,
  CorrectionRejectBody,
  CorrectionsBody,
} from './corrections'
import type { WinList, WinListBody } from './feed'
import type {
  ClientSeedBody,
  GameInfo,
  GameLaunch,
  GameSessionToken,
  GameTransferBody,
  InGameBody,
  OpenGameBody,
  OutGameBody,
  Rotation,
  SpinBody,
  SpinResult,
  Verification,
  VerifyBody,
} from './game'
import type { JobStatusList } from './jobs'
import type { FavoriteBody, FavoriteState, GameRows, MyGames, NextRewards } from './lobby'
import type {
  AddBankBody,
  AdminOrder,
  AdminOrderPage,
  BindCardBody,
  ChannelList,
  DelBankBody,
  IsBankData,
  OrderBody,
  OrderData,
  OrderIdBody,
  OrderListBody,
  PayoutAccount,
  PayoutAccountList,
  RechargeOrder,
  RecordPage,
  ReviewBody,
  UploadedImage,
  WalletTransferBody,
  WalletTransferData,
} from './money'
import type { NoticeSettings, NoticeSettingsBody, NoticeTicket } from './notifications'
import type { PageBody } from './paging'
import type { PayoutQueue } from './payouts'
import type {
  AdminGame,
  AdminGames,
  AdminGamesBody,
  GameUpdateBody,
  PlayerActionBody,
  PlayerActionResult,
  PlayerBlockBody,
  PlayerDetail,
  PlayerDetailBody,
  PlayerNoteBody,
  PlayerResendCodeBody,
  PlayerSearchBody,
  PlayerSearchResult,
} from './players'
import type {
  IdentityReviewBody,
  Limits,
  PlayerProtection,
  PlayerProtectionBody,
  SelfExcludeBody,
  SetLimitsBody,
} from './protection'
import type { RaceBoardAnswer, RaceBoardBody } from './race'
import type {
  AdminRace,
  AdminRaces,
  RaceCancelBody,
  RaceSaveBody,
  RaceSwitchBody,
  RaceWeightBody,
  RaceWeights,
} from './race-admin'
import type {
  MismatchesBody,
  MismatchPage,
  ReconcileBody,
  ReconcileResult,
  SelfValidation,
} from './reconcile'
import type { PlayRecordPage } from './records'
import type { RegulatorDay, RegulatorFileList, RegulatorFilesBody, RegulatorRebuildBody } from './regulator'
import type {
  AdminRewardPage,
  BonusStatus,
  InviteLinks,
  LinkedAccountPage,
  PartnerInfo,
  Promotions,
  PromotionUpdateBody,
  RebatePage,
  RewardListBody,
  RewardPage,
  RewardsOverview,
  TeamBody,
  TeamData,
  VipInfo,
  VipInfoBody,
  VipStatus,
} from './rewards'
import type {
  RiskCase,
  RiskCaseAssignBody,
  RiskCaseDecideBody,
  RiskCaseEvidence,
  RiskCaseExport,
  RiskCaseIdBody,
  RiskCasePage,
  RiskCasesBody,
} from './risk'
import type {
  ChangePasswordBody,
  ChangePwdBody,
  LoginBody,
  LoginData,
  NicknameBody,
  OutboxData,
  PlayerSettings,
  ReauthBody,
  RegisterBody,
  SendCodeBody,
  SendCodeData,
  SetPayPwdBody,
  SettingsBody,
  UserInfo,
} from './user'
import type { Balances } from './wallet'

/**
 * Every endpoint under /api/, by path: method, request body (or query for GET) and `data` of a successful
 * envelope. The client's typed calls read this map; the server validates with the schemas it names.
 * Add an entry with each new route.
 */
export interface Endpoints {
  'user/login': { method: 'POST'; body: LoginBody; data: LoginData }
  'user/register': { method: 'POST'; body: RegisterBody; data: LoginData }
  'user/change_pwd': { method: 'POST'; body: ChangePwdBody; data: null }
  'user/changepwd': { method: 'POST'; body: ChangePasswordBody; data: null }
  'user/reauth': { method: 'POST'; body: ReauthBody; data: null }
  'user/nickname': { method: 'POST'; body: NicknameBody; data: null }
  'user/setpaypwd': { method: 'POST'; body: SetPayPwdBody; data: null }
  'user/getUserinfo': { method: 'POST'; body: undefined; data: UserInfo }
  'user/settings': { method: 'POST'; body: SettingsBody; data: PlayerSettings }
  logout: { method: 'POST'; body: undefined; data: null }
  'sms/send': { method: 'POST'; body: SendCodeBody; data: SendCodeData }
  'index/send_email_mobile': { method: 'POST'; body: SendCodeBody; data: SendCodeData }
  'dev/outbox': { method: 'GET'; query: { phone: string }; data: OutboxData }
  'index/getban': { method: 'POST'; body: undefined; data: BannerList }
  'index/get_msg': { method: 'POST'; body: PageBody; data: NoticePage }
  'index/get_my_msg': { method: 'POST'; body: PageBody; data: PlayerNoticePage }
  'index/read_my_msg': { method: 'POST'; body: ReadNoticesBody; data: UnreadCounts }
  'index/get_unread': { method: 'GET'; query: undefined; data: UnreadCounts }
  // The notification centre (src/contract/notifications.ts).
  'notice/ticket': { method: 'POST'; body: undefined; data: NoticeTicket }
  'notice/read_all': { method: 'POST'; body: undefined; data: UnreadCounts }
  'notice/settings': { method: 'POST'; body: NoticeSettingsBody; data: NoticeSettings }
  'index/get_ac': { method: 'GET'; query: undefined; data: EventList }
  'index/get_acdtai': { method: 'POST'; body: EventDetailsBody; data: EventDetails }
  'index/get_contents': { method: 'POST'; body: ContentBody; data: ContentPage }
  /** Also served as GET with the same answer. */
  'index/get_c': { method: 'POST'; body: undefined; data: SiteLinks }
  'index/getPopupImg': { method: 'POST'; body: undefined; data: Popup }
  'webconfig/index': { method: 'POST'; body: undefined; data: WebConfig }
  'index/game_index': { method: 'POST'; body: GameIndexBody | undefined; data: GameIndex }
  'index/game_detai': { method: 'POST'; body: GameListBody; data: GamePage }
  'index/game_like': { method: 'POST'; body: GameSearchBody; data: GameSearchPage }
  // The lobby's rows (src/contract/lobby.ts).
  'index/game_rows': { method: 'POST'; body: GameIndexBody | undefined; data: GameRows }
  'index/my_games': { method: 'POST'; body: undefined; data: MyGames }
  'index/favorite_set': { method: 'POST'; body: FavoriteBody; data: FavoriteState }
  'index/next_rewards': { method: 'GET'; query: undefined; data: NextRewards }
  'bet/getWinList': { method: 'POST'; body: WinListBody; data: WinList }
  'index/in_game': { method: 'POST'; body: InGameBody; data: GameLaunch }
  'index/out_game': { method: 'POST'; body: OutGameBody; data: Balances }
  'index/find_bets': { method: 'POST'; body: PageBody; data: PlayRecordPage }
  /** The game page's calls: game/open takes the launch token, the others the game-token header. */
  'game/open': { method: 'POST'; body: OpenGameBody; data: GameSessionToken }
  'game/info': { method: 'POST'; body: undefined; data: GameInfo }
  'game/spin': { method: 'POST'; body: SpinBody; data: SpinResult }
  'game/reauth': { method: 'POST'; body: ReauthBody; data: null }
  'game/seed': { method: 'POST'; body: ClientSeedBody; data: Rotation }
  'game/rotate': { method: 'POST'; body: undefined; data: Rotation }
  'game/verify': { method: 'POST'; body: VerifyBody; data: Verification }
  /** 1305's "Transferir R$ X e jogar": the whole wallet to the game balance. */
  'game/transfer': { method: 'POST'; body: GameTransferBody; data: WalletTransferData }
  'index/get_wallet': { method: 'GET'; query: undefined; data: Balances }
  // Money (src/contract/money.ts). Withdraw_recharge and walletTransfer need the idempotencyKey option.
  'index/get_rechlist': { method: 'POST'; body: undefined; data: ChannelList }
  'index/Withdraw_recharge': { method: 'POST'; body: OrderBody; data: OrderData }
  'index/recharge_info': { method: 'POST'; body: OrderIdBody; data: RechargeOrder }
  /** multipart/form-data with a `file` field: send FormData with fetch, not as JSON. */
  'index/upload_voucher': { method: 'POST'; body: FormData; data: UploadedImage }
  'index/is_bank': { method: 'POST'; body: undefined; data: IsBankData }
  'index/add_bank': { method: 'POST'; body: AddBankBody; data: PayoutAccount }
  'index/bind_card': { method: 'POST'; body: BindCardBody; data: PayoutAccount }
  'index/bank_list': { method: 'POST'; body: undefined; data: PayoutAccountList }
  'index/del_bank': { method: 'POST'; body: DelBankBody; data: null }
  'index/Wit_rech_list': { method: 'POST'; body: OrderListBody; data: RecordPage }
  'index/walletTransfer': { method: 'POST'; body: WalletTransferBody; data: WalletTransferData }
  'admin/orders': { method: 'POST'; body: OrderListBody; data: AdminOrderPage }
  'admin/review': { method: 'POST'; body: ReviewBody; data: AdminOrder }
  'admin/payout_queue': { method: 'POST'; body: undefined; data: PayoutQueue }
  'admin/alerts': { method: 'POST'; body: undefined; data: OpenAlerts }
  'admin/jobs': { method: 'POST'; body: undefined; data: JobStatusList }
  // Rewards (src/contract/rewards.ts).
  'index/get_links': { method: 'GET'; query: undefined; data: InviteLinks }
  'index/allThirdLevelUsers': { method: 'POST'; body: TeamBody; data: TeamData }
  'index/get_promotions': { method: 'GET'; query: undefined; data: Promotions }
  'index/get_bonus_status': { method: 'GET'; query: undefined; data: BonusStatus }
  'index/get_vips': { method: 'GET'; query: undefined; data: VipStatus }
  'index/vips_info': { method: 'POST'; body: VipInfoBody; data: VipInfo }
  'index/reward_list': { method: 'POST'; body: RewardListBody; data: RewardPage }
  'index/rebate_list': { method: 'POST'; body: PageBody; data: RebatePage }
  'index/partner_info': { method: 'POST'; body: PageBody; data: PartnerInfo }
  'admin/rewards': { method: 'GET'; query: undefined; data: RewardsOverview }
  'admin/reward_list': { method: 'POST'; body: RewardListBody; data: AdminRewardPage }
  'admin/promotion_update': { method: 'POST'; body: PromotionUpdateBody; data: RewardsOverview }
  'admin/linked_accounts': { method: 'POST'; body: PageBody; data: LinkedAccountPage }
  // Wager races (src/contract/race.ts, race-admin.ts; docs/races.md).
  'race/board': { method: 'POST'; body: RaceBoardBody; data: RaceBoardAnswer }
  'admin/race_list': { method: 'POST'; body: undefined; data: AdminRaces }
  'admin/race_save': { method: 'POST'; body: RaceSaveBody; data: AdminRace }
  'admin/race_cancel': { method: 'POST'; body: RaceCancelBody; data: AdminRaces }
  'admin/race_switch': { method: 'POST'; body: RaceSwitchBody; data: AdminRaces }
  'admin/race_weights': { method: 'POST'; body: undefined; data: RaceWeights }
  'admin/race_weight': { method: 'POST'; body: RaceWeightBody; data: RaceWeights }
  // Player protection (src/contract/protection.ts).
  'index/get_limits': { method: 'POST'; body: undefined; data: Limits }
  'index/set_limits': { method: 'POST'; body: SetLimitsBody; data: Limits }
  'index/self_exclude': { method: 'POST'; body: SelfExcludeBody; data: Limits }
  'admin/player_protection': { method: 'POST'; body: PlayerProtectionBody; data: PlayerProtection }
  'admin/identity_review': { method: 'POST'; body: IdentityReviewBody; data: PlayerProtection }
  // Game providers' reconciliation (src/contract/reconcile.ts).
  'admin/provider_reconcile': { method: 'POST'; body: ReconcileBody; data: ReconcileResult }
  'admin/provider_mismatches': { method: 'POST'; body: MismatchesBody; data: MismatchPage }
  'admin/provider_self_validate': { method: 'POST'; body: undefined; data: SelfValidation }
  // Risk and responsible-gaming cases (src/contract/risk.ts).
  'admin/risk_cases': { method: 'POST'; body: RiskCasesBody; data: RiskCasePage }
  'admin/risk_case_assign': { method: 'POST'; body: RiskCaseAssignBody; data: RiskCase }
  'admin/risk_case_decide': { method: 'POST'; body: RiskCaseDecideBody; data: RiskCase }
  'admin/risk_case_evidence': { method: 'POST'; body: RiskCaseIdBody; data: RiskCaseEvidence }
  'admin/risk_case_export': { method: 'POST'; body: RiskCaseIdBody; data: RiskCaseExport }
  // Balance corrections and the audit log (src/contract/corrections.ts).
  'admin/correction_create': { method: 'POST'; body: CorrectionCreateBody; data: Correction }
  'admin/correction_approve': { method: 'POST'; body: CorrectionApproveBody; data: Correction }
  'admin/correction_reject': { method: 'POST'; body: CorrectionRejectBody; data: Correction }
  'admin/corrections': { method: 'POST'; body: CorrectionsBody; data: CorrectionPage }
  'index/balance_history': { method: 'POST'; body: PageBody; data: BalanceHistoryPage }
  'admin/audit_log': { method: 'POST'; body: AuditLogBody; data: AuditLogPage }
  'admin/audit_chain': { method: 'POST'; body: undefined; data: ChainStatus }
  // The regulator's daily files (src/contract/regulator.ts); admin/regulator_file is a GET of XML bytes.
  'admin/regulator_files': { method: 'POST'; body: RegulatorFilesBody; data: RegulatorFileList }
  'admin/regulator_rebuild': { method: 'POST'; body: RegulatorRebuildBody; data: RegulatorDay }
  // The console's second factor (src/contract/console.ts).
  'console/totp_status': { method: 'POST'; body: undefined; data: TotpStatus }
  'console/totp_enrol': { method: 'POST'; body: undefined; data: TotpEnrolment }
  'console/totp_confirm': { method: 'POST'; body: TotpConfirmBody; data: RecoveryCodes }
  'console/totp_verify': { method: 'POST'; body: TotpVerifyBody; data: TotpStatus }
  // The console's players and games (src/contract/players.ts).
  'admin/player_search': { method: 'POST'; body: PlayerSearchBody; data: PlayerSearchResult }
  'admin/player_detail': { method: 'POST'; body: PlayerDetailBody; data: PlayerDetail }
  'admin/player_note': { method: 'POST'; body: PlayerNoteBody; data: null }
  'admin/player_block': { method: 'POST'; body: PlayerBlockBody; data: PlayerActionResult }
  'admin/player_pay_password_reset': { method: 'POST'; body: PlayerActionBody; data: PlayerActionResult }
  'admin/player_resend_code': { method: 'POST'; body: PlayerResendCodeBody; data: PlayerActionResult }
  'admin/games': { method: 'POST'; body: AdminGamesBody; data: AdminGames }
  'admin/game_update': { method: 'POST'; body: GameUpdateBody; data: AdminGame }
}

export type EndpointPath = keyof Endpoints
