import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { OpenAlerts } from './alerts'
import {
  CATALOGUE_PERMISSIONS,
  GameIndex,
  GameIndexBody,
  GameListBody,
  GamePage,
  GameSearchBody,
  GameSearchPage,
  HeldTransfers,
  ProviderSyncResult,
  TRANSFER_PERMISSIONS,
} from './catalogue'
import {
  COMPLAINT_PERMISSIONS,
  Complaint,
  ComplaintAssignBody,
  ComplaintCase,
  ComplaintCloseBody,
  ComplaintEscalateBody,
  ComplaintExportBody,
  ComplaintIdBody,
  ComplaintList,
  ComplaintOpenBody,
  ComplaintQueueBody,
  ComplaintQueuePage,
  ComplaintReplyBody,
  ComplaintThread,
  QueuedComplaint,
} from './complaints'
import {
  OPERATOR_PERMISSIONS,
  PendingCounts,
  RecoveryCodes,
  TotpConfirmBody,
  TotpEnrolment,
  TotpResetBody,
  TotpStatus,
  TotpVerifyBody,
} from './console'
import {
  ArtParams,
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
import {
  AUDIT_PERMISSIONS,
  AuditLogBody,
  AuditLogPage,
  BalanceHistoryPage,
  ChainStatus,
  CORRECTION_PERMISSIONS,
  Correction,
  CorrectionApproveBody,
  CorrectionCreateBody,
  CorrectionPage,
  CorrectionRejectBody,
  CorrectionsBody,
} from './corrections'
import {
  CrashBetBody,
  CrashBetResult,
  CrashCashoutBody,
  CrashHistory,
  CrashHistoryBody,
  CrashInfo,
  CrashMine,
  CrashMineBody,
  CrashSettings,
  CrashSettingsBody,
  CrashState,
} from './crash'
import { DevOperator, DevOperatorBody, SeededMonthAnswer, SeedMonthBody } from './dev'
import { EmptyBody } from './envelope'
import { WinList, WinListBody, WinStreamQuery } from './feed'
import { FREESPINS_PERMISSIONS, FreespinCampaign, FreespinCampaignBody } from './freespins'
import {
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
import { ExchangeBody, HandoffData } from './handoff'
import { JobStatusList, SYSTEM_PERMISSIONS } from './jobs'
import { FavoriteBody, FavoriteState, GameRows, MyGames, NextRewards } from './lobby'
import {
  BroadcastProgress,
  MESSAGE_PERMISSIONS,
  MessageBroadcastBody,
  MessageBroadcastsResult,
  MessagePlayerBody,
  MessagePlayerResult,
} from './messages'
import {
  AdminMission,
  AdminMissions,
  AdminShopItem,
  BuyBody,
  MissionList,
  MissionSaveBody,
  MissionStateBody,
  PointsBody,
  PointsHistory,
  Purchase,
  ShopItemSaveBody,
  ShopList,
} from './missions'
import { MISSION_PERMISSIONS } from './missions-values'
import {
  AddBankBody,
  AdminOrder,
  AdminOrderPage,
  BindCardBody,
  ChannelList,
  DelBankBody,
  IdempotencyHeaders,
  IsBankData,
  MONEY_PERMISSIONS,
  OrderBody,
  OrderData,
  OrderIdBody,
  OrderListBody,
  PayoutAccount,
  PayoutAccountList,
  PixWebhookData,
  RechargeOrder,
  RecordPage,
  ReviewBody,
  UploadedImage,
  UploadParams,
  WalletTransferBody,
  WalletTransferData,
} from './money'
import { NoticeSettings, NoticeSettingsBody, NoticeStreamQuery, NoticeTicket } from './notifications'
import { PageBody } from './paging'
import { PartnerFigures, PartnerFiguresBody } from './partner-area'
import {
  PARTNER_PLAN_PERMISSIONS,
  PartnerCreateBody,
  PartnerPlanAssignBody,
  PartnerPlanBody,
  PartnerPlanList,
  PartnerStatementDetail,
  PartnerStatementIdBody,
  PartnerStatementList,
  PartnerStatementsBody,
  PartnerStatusBody,
} from './partner-plans'
import {
  AdminDeliveriesBody,
  ClickBody,
  ClickData,
  DeliveriesBody,
  PostbackDeliveryPage,
  PostbackSaveBody,
  PostbackSettings,
} from './partners'
import { PayoutQueue, PayoutWebhookData } from './payouts'
import {
  AdminGame,
  AdminGames,
  AdminGamesBody,
  GAME_PERMISSIONS,
  GameUpdateBody,
  PLAYER_PERMISSIONS,
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
import {
  IdentityReviewBody,
  Limits,
  PauseBody,
  PlayerProtection,
  PlayerProtectionBody,
  PROTECTION_PERMISSIONS,
  SelfExcludeBody,
  SetLimitsBody,
} from './protection'
import {
  BannerPublishBody,
  CONTENT_PERMISSIONS,
  NoticePublishBody,
  PublishedContent,
  PublishedItem,
} from './publishing'
import { RaceBoardAnswer, RaceBoardBody, RaceListAnswer } from './race'
import {
  AdminRace,
  AdminRaces,
  RaceCancelBody,
  RaceSaveBody,
  RaceSwitchBody,
  RaceWeightBody,
  RaceWeights,
} from './race-admin'
import { RACE_PERMISSIONS } from './race-values'
import { MismatchesBody, MismatchPage, ReconcileBody, ReconcileResult, SelfValidation } from './reconcile'
import { RECONCILE_PERMISSIONS } from './reconcile-values'
import { PlayRecordPage } from './records'
import {
  CepAddress,
  CepBody,
  FaceNoticeData,
  FaceSession,
  RegistrationBody,
  RegistrationStatus,
} from './registration'
import {
  REGULATOR_PERMISSIONS,
  RegulatorDay,
  RegulatorFileList,
  RegulatorFileQuery,
  RegulatorFilesBody,
  RegulatorRebuildBody,
} from './regulator'
import { REPORT_PERMISSIONS, ReportBody, ReportExportBody, ReportRoundsBody, ReportTable } from './reports'
import {
  AdminRewardPage,
  BonusStatus,
  InviteLinks,
  InviteParams,
  InviteQuery,
  LinkedAccountPage,
  PartnerInfo,
  Promotions,
  PromotionUpdateBody,
  REWARDS_PERMISSIONS,
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
import {
  RISK_PERMISSIONS,
  RiskCase,
  RiskCaseAssignBody,
  RiskCaseDecideBody,
  RiskCaseEvidence,
  RiskCaseExport,
  RiskCaseIdBody,
  RiskCasePage,
  RiskCasesBody,
} from './risk'
import { Statement, StatementBody } from './statement'
import {
  ChangePasswordBody,
  ChangePwdBody,
  LoginBody,
  LoginData,
  NicknameBody,
  OutboxData,
  OutboxQuery,
  PlayerSettings,
  ReauthBody,
  RegisterBody,
  SendCodeBody,
  SendCodeData,
  SetPayPwdBody,
  SettingsBody,
  UserInfo,
} from './user'
import { Balances } from './wallet'

/**
 * Who may call an endpoint. Each kind is one guard on the server (server/endpoint.ts) and the OpenAPI
 * security it documents, so that a route can never guard one way and document another.
 * - public: anyone; player: a live login session (401); wallet: a player account's session, for its money
 *   and its play (a console account is refused 1725); idle: a live session even past the re-authentication
 *   idle time (user/reauth); console: a console account (403 for players);
 * - token: no guard, but the token header is read when sent (logout, which always succeeds);
 * - game / pausedGame: a game session's token (1303), the paused one for game/reauth;
 * - { permission }: a session whose account has that permission (401, then 403).
 */
export type Access =
  | 'public'
  | 'player'
  | 'wallet'
  | 'idle'
  | 'console'
  | 'token'
  | 'game'
  | 'pausedGame'
  | { readonly permission: string }

export type Method = 'GET' | 'POST'

/** One endpoint: how it is called, what it takes and answers, who may call it and where it is served. */
export interface EndpointRow {
  /** Two methods: the same answer either way; the body is read on POST only. */
  readonly method: Method | readonly Method[]
  readonly access: Access
  /** The OpenAPI document's sections. */
  readonly tags: readonly string[]
  readonly body?: TSchema
  readonly query?: TSchema
  readonly params?: TSchema
  readonly headers?: TSchema
  /** The `data` of the envelope {code, data, msg} it answers on success. */
  readonly answer?: TSchema
  /** What it answers instead of the envelope (its errors are still envelopes): a media type, or a redirect. */
  readonly media?: string
  /** The address below the mount when it is not the path: with parameters (':id'). */
  readonly url?: string
  /** Where it is served: under /api (unset), at the root, or both. */
  readonly mount?: 'root' | 'both'
  /** Development aids: never registered in production. */
  readonly dev?: true
  /** Out of the OpenAPI document: a game provider's own protocol (docs/providers.md). */
  readonly hidden?: true
  /** multipart/form-data: the client sends FormData. */
  readonly multipart?: true
}

const NoData = Type.Null()

/**
 * Every route the server registers, one row each, by path: server/routes/<path>.ts holds its handler, and
 * the server refuses to start when a row has no module or a module no row (docs/server.md). The server
 * validates and documents with the schemas; the client reads the types below with `import type`, so no
 * schema enters a client bundle.
 */
export const ENDPOINTS = {
  'admin/alerts': {
    method: 'POST',
    access: { permission: MONEY_PERMISSIONS.listOrders },
    tags: ['admin'],
    answer: OpenAlerts,
  },
  'admin/audit_chain': {
    method: 'POST',
    access: { permission: AUDIT_PERMISSIONS.view },
    tags: ['admin'],
    answer: ChainStatus,
  },
  'admin/audit_log': {
    method: 'POST',
    access: { permission: AUDIT_PERMISSIONS.view },
    tags: ['admin'],
    body: AuditLogBody,
    answer: AuditLogPage,
  },
  'admin/banner_publish': {
    method: 'POST',
    access: { permission: CONTENT_PERMISSIONS.publish },
    tags: ['admin'],
    body: BannerPublishBody,
    answer: PublishedItem,
  },
  'admin/content': {
    method: 'POST',
    access: { permission: CONTENT_PERMISSIONS.publish },
    tags: ['admin'],
    answer: PublishedContent,
  },
  'admin/complaint': {
    method: 'POST',
    access: { permission: COMPLAINT_PERMISSIONS.view },
    tags: ['admin'],
    body: ComplaintIdBody,
    answer: ComplaintCase,
  },
  'admin/complaint_assign': {
    method: 'POST',
    access: { permission: COMPLAINT_PERMISSIONS.answer },
    tags: ['admin'],
    body: ComplaintAssignBody,
    answer: QueuedComplaint,
  },
  'admin/complaint_close': {
    method: 'POST',
    access: { permission: COMPLAINT_PERMISSIONS.answer },
    tags: ['admin'],
    body: ComplaintCloseBody,
    answer: ComplaintCase,
  },
  'admin/complaint_escalate': {
    method: 'POST',
    access: { permission: COMPLAINT_PERMISSIONS.escalate },
    tags: ['admin'],
    body: ComplaintEscalateBody,
    answer: QueuedComplaint,
  },
  'admin/complaint_export': {
    method: 'POST',
    access: { permission: COMPLAINT_PERMISSIONS.export },
    tags: ['admin'],
    body: ComplaintExportBody,
    media: 'text/csv',
  },
  'admin/complaint_reply': {
    method: 'POST',
    access: { permission: COMPLAINT_PERMISSIONS.answer },
    tags: ['admin'],
    body: ComplaintReplyBody,
    answer: ComplaintCase,
  },
  'admin/complaints': {
    method: 'POST',
    access: { permission: COMPLAINT_PERMISSIONS.view },
    tags: ['admin'],
    body: ComplaintQueueBody,
    answer: ComplaintQueuePage,
  },
  'admin/correction_approve': {
    method: 'POST',
    access: { permission: CORRECTION_PERMISSIONS.approve },
    tags: ['admin'],
    body: CorrectionApproveBody,
    answer: Correction,
  },
  'admin/correction_create': {
    method: 'POST',
    access: { permission: CORRECTION_PERMISSIONS.create },
    tags: ['admin'],
    body: CorrectionCreateBody,
    answer: Correction,
  },
  'admin/correction_reject': {
    method: 'POST',
    access: { permission: CORRECTION_PERMISSIONS.approve },
    tags: ['admin'],
    body: CorrectionRejectBody,
    answer: Correction,
  },
  'admin/corrections': {
    method: 'POST',
    access: { permission: CORRECTION_PERMISSIONS.view },
    tags: ['admin'],
    body: CorrectionsBody,
    answer: CorrectionPage,
  },
  'admin/freespins_create': {
    method: 'POST',
    access: { permission: FREESPINS_PERMISSIONS.create },
    tags: ['admin'],
    body: FreespinCampaignBody,
    answer: FreespinCampaign,
  },
  'admin/crash_settings': {
    method: 'POST',
    access: { permission: GAME_PERMISSIONS.manage },
    tags: ['admin'],
    body: CrashSettingsBody,
    answer: CrashSettings,
  },
  'admin/game_update': {
    method: 'POST',
    access: { permission: GAME_PERMISSIONS.manage },
    tags: ['admin'],
    body: GameUpdateBody,
    answer: AdminGame,
  },
  'admin/games': {
    method: 'POST',
    access: { permission: GAME_PERMISSIONS.manage },
    tags: ['admin'],
    body: AdminGamesBody,
    answer: AdminGames,
  },
  'admin/identity_review': {
    method: 'POST',
    access: { permission: PROTECTION_PERMISSIONS.reviewIdentity },
    tags: ['admin'],
    body: IdentityReviewBody,
    answer: PlayerProtection,
  },
  'admin/jobs': {
    method: 'POST',
    access: { permission: SYSTEM_PERMISSIONS.view },
    tags: ['admin'],
    answer: JobStatusList,
  },
  'admin/partner_create': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.manage },
    tags: ['admin'],
    body: PartnerCreateBody,
    answer: PartnerPlanList,
  },
  'admin/partner_deliveries': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.view },
    tags: ['partners'],
    body: AdminDeliveriesBody,
    answer: PostbackDeliveryPage,
  },
  'admin/linked_accounts': {
    method: 'POST',
    access: { permission: REWARDS_PERMISSIONS.view },
    tags: ['admin'],
    body: PageBody,
    answer: LinkedAccountPage,
  },
  'admin/message_broadcast': {
    method: 'POST',
    access: { permission: MESSAGE_PERMISSIONS.broadcast },
    tags: ['admin'],
    body: MessageBroadcastBody,
    answer: BroadcastProgress,
  },
  'admin/message_broadcasts': {
    method: 'POST',
    access: { permission: MESSAGE_PERMISSIONS.broadcast },
    tags: ['admin'],
    answer: MessageBroadcastsResult,
  },
  'admin/message_player': {
    method: 'POST',
    access: { permission: MESSAGE_PERMISSIONS.player },
    tags: ['admin'],
    body: MessagePlayerBody,
    answer: MessagePlayerResult,
  },
  'admin/mission_list': {
    method: 'POST',
    access: { permission: MISSION_PERMISSIONS.view },
    tags: ['admin'],
    body: EmptyBody,
    answer: AdminMissions,
  },
  'admin/mission_save': {
    method: 'POST',
    access: { permission: MISSION_PERMISSIONS.manage },
    tags: ['admin'],
    body: MissionSaveBody,
    answer: AdminMission,
  },
  'admin/mission_state': {
    method: 'POST',
    access: { permission: MISSION_PERMISSIONS.manage },
    tags: ['admin'],
    body: MissionStateBody,
    answer: AdminMission,
  },
  'admin/notice_publish': {
    method: 'POST',
    access: { permission: CONTENT_PERMISSIONS.publish },
    tags: ['admin'],
    body: NoticePublishBody,
    answer: PublishedItem,
  },
  'admin/operator_totp_reset': {
    method: 'POST',
    access: { permission: OPERATOR_PERMISSIONS.resetTotp },
    tags: ['admin'],
    body: TotpResetBody,
    answer: NoData,
  },
  'admin/orders': {
    method: 'POST',
    access: { permission: MONEY_PERMISSIONS.listOrders },
    tags: ['admin'],
    body: OrderListBody,
    answer: AdminOrderPage,
  },
  'admin/partner_plan_assign': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.manage },
    tags: ['admin'],
    body: PartnerPlanAssignBody,
    answer: PartnerPlanList,
  },
  'admin/partner_plan_create': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.manage },
    tags: ['admin'],
    body: PartnerPlanBody,
    answer: PartnerPlanList,
  },
  'admin/partner_plans': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.view },
    tags: ['admin'],
    body: EmptyBody,
    answer: PartnerPlanList,
  },
  'admin/partner_statement': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.view },
    tags: ['admin'],
    body: PartnerStatementIdBody,
    answer: PartnerStatementDetail,
  },
  'admin/partner_statement_approve': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.approve },
    tags: ['admin'],
    body: PartnerStatementIdBody,
    answer: PartnerStatementDetail,
  },
  'admin/partner_statement_pay': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.approve },
    tags: ['admin'],
    body: PartnerStatementIdBody,
    answer: PartnerStatementDetail,
  },
  'admin/partner_statements': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.view },
    tags: ['admin'],
    body: PartnerStatementsBody,
    answer: PartnerStatementList,
  },
  'admin/partner_status': {
    method: 'POST',
    access: { permission: PARTNER_PLAN_PERMISSIONS.manage },
    tags: ['admin'],
    body: PartnerStatusBody,
    answer: PartnerPlanList,
  },
  'admin/payout_queue': {
    method: 'POST',
    access: { permission: MONEY_PERMISSIONS.listOrders },
    tags: ['admin'],
    answer: PayoutQueue,
  },
  'admin/pending_counts': { method: 'POST', access: 'console', tags: ['admin'], answer: PendingCounts },
  'admin/player_block': {
    method: 'POST',
    access: { permission: PLAYER_PERMISSIONS.blockPlay },
    tags: ['admin'],
    body: PlayerBlockBody,
    answer: PlayerActionResult,
  },
  'admin/player_detail': {
    method: 'POST',
    access: { permission: PLAYER_PERMISSIONS.view },
    tags: ['admin'],
    body: PlayerDetailBody,
    answer: PlayerDetail,
  },
  'admin/player_note': {
    method: 'POST',
    access: { permission: PLAYER_PERMISSIONS.note },
    tags: ['admin'],
    body: PlayerNoteBody,
    answer: NoData,
  },
  'admin/player_pay_password_reset': {
    method: 'POST',
    access: { permission: PLAYER_PERMISSIONS.resetPayPassword },
    tags: ['admin'],
    body: PlayerActionBody,
    answer: PlayerActionResult,
  },
  'admin/player_protection': {
    method: 'POST',
    access: { permission: PROTECTION_PERMISSIONS.viewPlayer },
    tags: ['admin'],
    body: PlayerProtectionBody,
    answer: PlayerProtection,
  },
  'admin/player_resend_code': {
    method: 'POST',
    access: { permission: PLAYER_PERMISSIONS.resendCode },
    tags: ['admin'],
    body: PlayerResendCodeBody,
    answer: PlayerActionResult,
  },
  'admin/player_search': {
    method: 'POST',
    access: { permission: PLAYER_PERMISSIONS.search },
    tags: ['admin'],
    body: PlayerSearchBody,
    answer: PlayerSearchResult,
  },
  'admin/promotion_update': {
    method: 'POST',
    access: { permission: REWARDS_PERMISSIONS.manage },
    tags: ['admin'],
    body: PromotionUpdateBody,
    answer: RewardsOverview,
  },
  'admin/provider_mismatches': {
    method: 'POST',
    access: { permission: RECONCILE_PERMISSIONS.list },
    tags: ['admin'],
    body: MismatchesBody,
    answer: MismatchPage,
  },
  'admin/provider_reconcile': {
    method: 'POST',
    access: { permission: RECONCILE_PERMISSIONS.run },
    tags: ['admin'],
    body: ReconcileBody,
    answer: ReconcileResult,
  },
  'admin/provider_self_validate': {
    method: 'POST',
    access: { permission: RECONCILE_PERMISSIONS.run },
    tags: ['admin'],
    body: EmptyBody,
    answer: SelfValidation,
  },
  'admin/provider_sync': {
    method: 'POST',
    access: { permission: CATALOGUE_PERMISSIONS.sync },
    tags: ['admin'],
    body: EmptyBody,
    answer: ProviderSyncResult,
  },
  'admin/provider_transfers': {
    method: 'POST',
    access: { permission: TRANSFER_PERMISSIONS.held },
    tags: ['admin'],
    body: EmptyBody,
    answer: HeldTransfers,
  },
  'admin/race_cancel': {
    method: 'POST',
    access: { permission: RACE_PERMISSIONS.manage },
    tags: ['admin'],
    body: RaceCancelBody,
    answer: AdminRaces,
  },
  'admin/race_list': {
    method: 'POST',
    access: { permission: RACE_PERMISSIONS.view },
    tags: ['admin'],
    body: EmptyBody,
    answer: AdminRaces,
  },
  'admin/race_save': {
    method: 'POST',
    access: { permission: RACE_PERMISSIONS.manage },
    tags: ['admin'],
    body: RaceSaveBody,
    answer: AdminRace,
  },
  'admin/race_switch': {
    method: 'POST',
    access: { permission: RACE_PERMISSIONS.manage },
    tags: ['admin'],
    body: RaceSwitchBody,
    answer: AdminRaces,
  },
  'admin/race_weight': {
    method: 'POST',
    access: { permission: RACE_PERMISSIONS.manage },
    tags: ['admin'],
    body: RaceWeightBody,
    answer: RaceWeights,
  },
  'admin/race_weights': {
    method: 'POST',
    access: { permission: RACE_PERMISSIONS.view },
    tags: ['admin'],
    body: EmptyBody,
    answer: RaceWeights,
  },
  'admin/regulator_file': {
    method: 'GET',
    access: { permission: REGULATOR_PERMISSIONS.view },
    tags: ['admin'],
    query: RegulatorFileQuery,
    media: 'application/xml',
  },
  'admin/regulator_files': {
    method: 'POST',
    access: { permission: REGULATOR_PERMISSIONS.view },
    tags: ['admin'],
    body: RegulatorFilesBody,
    answer: RegulatorFileList,
  },
  'admin/regulator_rebuild': {
    method: 'POST',
    access: { permission: REGULATOR_PERMISSIONS.rebuild },
    tags: ['admin'],
    body: RegulatorRebuildBody,
    answer: RegulatorDay,
  },
  'admin/report_export': {
    method: 'POST',
    access: { permission: REPORT_PERMISSIONS.export },
    tags: ['admin'],
    body: ReportExportBody,
    media: 'text/csv',
  },
  'admin/report_games': {
    method: 'POST',
    access: { permission: REPORT_PERMISSIONS.view },
    tags: ['admin'],
    body: ReportBody,
    answer: ReportTable,
  },
  'admin/report_payments': {
    method: 'POST',
    access: { permission: REPORT_PERMISSIONS.view },
    tags: ['admin'],
    body: ReportBody,
    answer: ReportTable,
  },
  'admin/report_players': {
    method: 'POST',
    access: { permission: REPORT_PERMISSIONS.view },
    tags: ['admin'],
    body: ReportBody,
    answer: ReportTable,
  },
  'admin/report_rounds': {
    method: 'POST',
    access: { permission: REPORT_PERMISSIONS.view },
    tags: ['admin'],
    body: ReportRoundsBody,
    answer: ReportTable,
  },
  'admin/report_summary': {
    method: 'POST',
    access: { permission: REPORT_PERMISSIONS.view },
    tags: ['admin'],
    body: ReportBody,
    answer: ReportTable,
  },
  'admin/review': {
    method: 'POST',
    access: { permission: MONEY_PERMISSIONS.reviewOrder },
    tags: ['admin'],
    body: ReviewBody,
    answer: AdminOrder,
  },
  'admin/reward_list': {
    method: 'POST',
    access: { permission: REWARDS_PERMISSIONS.view },
    tags: ['admin'],
    body: RewardListBody,
    answer: AdminRewardPage,
  },
  'admin/rewards': {
    method: 'GET',
    access: { permission: REWARDS_PERMISSIONS.view },
    tags: ['admin'],
    answer: RewardsOverview,
  },
  'admin/risk_case_assign': {
    method: 'POST',
    access: { permission: RISK_PERMISSIONS.assign },
    tags: ['admin'],
    body: RiskCaseAssignBody,
    answer: RiskCase,
  },
  'admin/risk_case_decide': {
    method: 'POST',
    access: { permission: RISK_PERMISSIONS.decide },
    tags: ['admin'],
    body: RiskCaseDecideBody,
    answer: RiskCase,
  },
  'admin/risk_case_evidence': {
    method: 'POST',
    access: { permission: RISK_PERMISSIONS.view },
    tags: ['admin'],
    body: RiskCaseIdBody,
    answer: RiskCaseEvidence,
  },
  'admin/risk_case_export': {
    method: 'POST',
    access: { permission: RISK_PERMISSIONS.export },
    tags: ['admin'],
    body: RiskCaseIdBody,
    answer: RiskCaseExport,
  },
  'admin/risk_cases': {
    method: 'POST',
    access: { permission: RISK_PERMISSIONS.view },
    tags: ['admin'],
    body: RiskCasesBody,
    answer: RiskCasePage,
  },
  'admin/shop_item_save': {
    method: 'POST',
    access: { permission: MISSION_PERMISSIONS.manage },
    tags: ['admin'],
    body: ShopItemSaveBody,
    answer: AdminShopItem,
  },
  'admin/shop_item_state': {
    method: 'POST',
    access: { permission: MISSION_PERMISSIONS.manage },
    tags: ['admin'],
    body: MissionStateBody,
    answer: AdminShopItem,
  },
  'bet/getWinList': { method: 'POST', access: 'public', tags: ['feed'], body: WinListBody, answer: WinList },
  'bet/stream': {
    method: 'GET',
    access: 'public',
    tags: ['feed'],
    query: WinStreamQuery,
    media: 'text/event-stream',
  },
  'console/totp_confirm': {
    method: 'POST',
    access: 'console',
    tags: ['console'],
    body: TotpConfirmBody,
    answer: RecoveryCodes,
  },
  'console/totp_enrol': { method: 'POST', access: 'console', tags: ['console'], answer: TotpEnrolment },
  'console/totp_status': { method: 'POST', access: 'console', tags: ['console'], answer: TotpStatus },
  'console/totp_verify': {
    method: 'POST',
    access: 'console',
    tags: ['console'],
    body: TotpVerifyBody,
    answer: TotpStatus,
  },
  'crash/bet': {
    method: 'POST',
    access: 'game',
    tags: ['crash'],
    body: CrashBetBody,
    answer: CrashBetResult,
  },
  'crash/cashout': {
    method: 'POST',
    access: 'game',
    tags: ['crash'],
    body: CrashCashoutBody,
    answer: CrashBetResult,
  },
  'crash/history': {
    method: 'POST',
    access: 'public',
    tags: ['crash'],
    body: CrashHistoryBody,
    answer: CrashHistory,
  },
  'crash/info': { method: 'POST', access: 'game', tags: ['crash'], body: EmptyBody, answer: CrashInfo },
  'crash/mine': { method: 'POST', access: 'game', tags: ['crash'], body: CrashMineBody, answer: CrashMine },
  'crash/state': { method: 'POST', access: 'public', tags: ['crash'], body: EmptyBody, answer: CrashState },
  'dev/operator': {
    method: 'POST',
    access: 'public',
    tags: ['dev'],
    dev: true,
    body: DevOperatorBody,
    answer: DevOperator,
  },
  'dev/outbox': {
    method: 'GET',
    access: 'public',
    tags: ['dev'],
    dev: true,
    query: OutboxQuery,
    answer: OutboxData,
  },
  'dev/seed_month': {
    method: 'POST',
    access: 'public',
    tags: ['dev'],
    dev: true,
    body: SeedMonthBody,
    answer: SeededMonthAnswer,
  },
  'game/info': { method: 'POST', access: 'game', tags: ['games'], body: EmptyBody, answer: GameInfo },
  'game/open': {
    method: 'POST',
    access: 'public',
    tags: ['games'],
    body: OpenGameBody,
    answer: GameSessionToken,
  },
  'game/reauth': { method: 'POST', access: 'pausedGame', tags: ['games'], body: ReauthBody, answer: NoData },
  'game/rotate': { method: 'POST', access: 'game', tags: ['games'], body: EmptyBody, answer: Rotation },
  'game/seed': { method: 'POST', access: 'game', tags: ['games'], body: ClientSeedBody, answer: Rotation },
  'game/spin': { method: 'POST', access: 'game', tags: ['games'], body: SpinBody, answer: SpinResult },
  'game/transfer': {
    method: 'POST',
    access: 'game',
    tags: ['games'],
    body: GameTransferBody,
    answer: WalletTransferData,
  },
  'game/verify': { method: 'POST', access: 'game', tags: ['games'], body: VerifyBody, answer: Verification },
  'gp/hub88': {
    method: 'POST',
    access: 'public',
    tags: ['providers'],
    mount: 'root',
    hidden: true,
    media: 'application/json',
  },
  'gp/slotegrator': {
    method: 'POST',
    access: 'public',
    tags: ['providers'],
    mount: 'root',
    hidden: true,
    media: 'application/json',
  },
  'identity/webhook': { method: 'POST', access: 'public', tags: ['protection'], answer: FaceNoticeData },
  'index/Wit_rech_list': {
    method: 'POST',
    access: 'player',
    tags: ['money'],
    body: OrderListBody,
    answer: RecordPage,
  },
  'index/Withdraw_recharge': {
    method: 'POST',
    access: 'wallet',
    tags: ['money'],
    headers: IdempotencyHeaders,
    body: OrderBody,
    answer: OrderData,
  },
  'index/add_bank': {
    method: 'POST',
    access: 'wallet',
    tags: ['money'],
    body: AddBankBody,
    answer: PayoutAccount,
  },
  'index/allThirdLevelUsers': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: TeamBody,
    answer: TeamData,
  },
  'index/balance_history': {
    method: 'POST',
    access: 'player',
    tags: ['money'],
    body: PageBody,
    answer: BalanceHistoryPage,
  },
  'index/bank_list': {
    method: 'POST',
    access: 'player',
    tags: ['money'],
    body: EmptyBody,
    answer: PayoutAccountList,
  },
  'index/bind_card': {
    method: 'POST',
    access: 'wallet',
    tags: ['money'],
    body: BindCardBody,
    answer: PayoutAccount,
  },
  'index/complaint': {
    method: 'POST',
    access: 'player',
    tags: ['complaints'],
    body: ComplaintIdBody,
    answer: ComplaintThread,
  },
  'index/complaint_open': {
    method: 'POST',
    access: 'player',
    tags: ['complaints'],
    body: ComplaintOpenBody,
    answer: Complaint,
  },
  'index/complaint_reply': {
    method: 'POST',
    access: 'player',
    tags: ['complaints'],
    body: ComplaintReplyBody,
    answer: ComplaintThread,
  },
  'index/complaints': { method: 'POST', access: 'player', tags: ['complaints'], answer: ComplaintList },
  'index/del_bank': { method: 'POST', access: 'player', tags: ['money'], body: DelBankBody, answer: NoData },
  'index/favorite_set': {
    method: 'POST',
    access: 'player',
    tags: ['catalogue'],
    body: FavoriteBody,
    answer: FavoriteState,
  },
  'index/find_bets': {
    method: 'POST',
    access: 'player',
    tags: ['games'],
    body: PageBody,
    answer: PlayRecordPage,
  },
  'index/game_detai': {
    method: 'POST',
    access: 'public',
    tags: ['catalogue'],
    body: GameListBody,
    answer: GamePage,
  },
  'index/game_index': {
    method: 'POST',
    access: 'public',
    tags: ['catalogue'],
    body: GameIndexBody,
    answer: GameIndex,
  },
  'index/game_like': {
    method: 'POST',
    access: 'public',
    tags: ['catalogue'],
    body: GameSearchBody,
    answer: GameSearchPage,
  },
  'index/game_rows': {
    method: 'POST',
    access: 'public',
    tags: ['catalogue'],
    body: GameIndexBody,
    answer: GameRows,
  },
  'index/getPopupImg': {
    method: 'POST',
    access: 'public',
    tags: ['content'],
    body: EmptyBody,
    answer: Popup,
  },
  'index/get_ac': { method: 'GET', access: 'public', tags: ['content'], answer: EventList },
  'index/get_acdtai': {
    method: 'POST',
    access: 'public',
    tags: ['content'],
    body: EventDetailsBody,
    answer: EventDetails,
  },
  'index/get_bonus_status': { method: 'GET', access: 'player', tags: ['rewards'], answer: BonusStatus },
  'index/get_c': {
    method: ['GET', 'POST'],
    access: 'public',
    tags: ['content'],
    body: EmptyBody,
    answer: SiteLinks,
  },
  'index/get_contents': {
    method: 'POST',
    access: 'public',
    tags: ['content'],
    body: ContentBody,
    answer: ContentPage,
  },
  'index/get_limits': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: EmptyBody,
    answer: Limits,
  },
  'index/get_links': { method: 'GET', access: 'player', tags: ['rewards'], answer: InviteLinks },
  'index/get_msg': {
    method: 'POST',
    access: 'public',
    tags: ['content'],
    body: PageBody,
    answer: NoticePage,
  },
  'index/get_my_msg': {
    method: 'POST',
    access: 'player',
    tags: ['content'],
    body: PageBody,
    answer: PlayerNoticePage,
  },
  'index/get_promotions': { method: 'GET', access: 'public', tags: ['rewards'], answer: Promotions },
  'index/get_rechlist': {
    method: 'POST',
    access: 'public',
    tags: ['money'],
    body: EmptyBody,
    answer: ChannelList,
  },
  'index/get_unread': { method: 'GET', access: 'player', tags: ['content'], answer: UnreadCounts },
  'index/get_vips': { method: 'GET', access: 'player', tags: ['rewards'], answer: VipStatus },
  'index/get_wallet': { method: 'GET', access: 'player', tags: ['wallet'], answer: Balances },
  'index/getban': {
    method: 'POST',
    access: 'public',
    tags: ['content'],
    body: EmptyBody,
    answer: BannerList,
  },
  'index/in_game': {
    method: 'POST',
    access: 'wallet',
    tags: ['games'],
    body: InGameBody,
    answer: GameLaunch,
  },
  'index/is_bank': { method: 'POST', access: 'player', tags: ['money'], body: EmptyBody, answer: IsBankData },
  'index/my_games': {
    method: 'POST',
    access: 'player',
    tags: ['catalogue'],
    body: EmptyBody,
    answer: MyGames,
  },
  'index/next_rewards': { method: 'GET', access: 'public', tags: ['rewards'], answer: NextRewards },
  'index/out_game': {
    method: 'POST',
    access: 'player',
    tags: ['games'],
    body: OutGameBody,
    answer: Balances,
  },
  'index/partner_info': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: PageBody,
    answer: PartnerInfo,
  },
  'index/read_my_msg': {
    method: 'POST',
    access: 'player',
    tags: ['content'],
    body: ReadNoticesBody,
    answer: UnreadCounts,
  },
  'index/rebate_list': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: PageBody,
    answer: RebatePage,
  },
  'index/recharge_info': {
    method: 'POST',
    access: 'player',
    tags: ['money'],
    body: OrderIdBody,
    answer: RechargeOrder,
  },
  'index/reward_list': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: RewardListBody,
    answer: RewardPage,
  },
  'index/pause': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: PauseBody,
    answer: Limits,
  },
  'index/pause_end': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: EmptyBody,
    answer: Limits,
  },
  'index/self_exclude': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: SelfExcludeBody,
    answer: Limits,
  },
  'index/send_email_mobile': {
    method: 'POST',
    access: 'public',
    tags: ['sms'],
    body: SendCodeBody,
    answer: SendCodeData,
  },
  'index/set_limits': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: SetLimitsBody,
    answer: Limits,
  },
  'index/statement': {
    method: 'POST',
    access: 'wallet',
    tags: ['money'],
    body: StatementBody,
    answer: Statement,
  },
  'index/statement_export': {
    method: 'POST',
    access: 'wallet',
    tags: ['money'],
    body: StatementBody,
    media: 'text/csv',
  },
  'index/upload': {
    method: 'GET',
    access: 'player',
    tags: ['money'],
    url: 'index/upload/:id',
    params: UploadParams,
    media: 'image/*',
  },
  'index/upload_voucher': {
    method: 'POST',
    access: 'player',
    tags: ['money'],
    multipart: true,
    answer: UploadedImage,
  },
  'index/vips_info': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: VipInfoBody,
    answer: VipInfo,
  },
  'index/walletTransfer': {
    method: 'POST',
    access: 'wallet',
    tags: ['money'],
    headers: IdempotencyHeaders,
    body: WalletTransferBody,
    answer: WalletTransferData,
  },
  'mission/buy': { method: 'POST', access: 'player', tags: ['rewards'], body: BuyBody, answer: Purchase },
  'mission/list': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: EmptyBody,
    answer: MissionList,
  },
  'mission/points': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: PointsBody,
    answer: PointsHistory,
  },
  'mission/shop': { method: 'POST', access: 'player', tags: ['rewards'], body: EmptyBody, answer: ShopList },
  'notice/read_all': {
    method: 'POST',
    access: 'player',
    tags: ['content'],
    body: EmptyBody,
    answer: UnreadCounts,
  },
  'notice/settings': {
    method: ['GET', 'POST'],
    access: 'player',
    tags: ['content'],
    body: NoticeSettingsBody,
    answer: NoticeSettings,
  },
  'partner/statement': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: PartnerStatementIdBody,
    answer: PartnerStatementDetail,
  },
  'partner/statements': {
    method: 'POST',
    access: 'player',
    tags: ['rewards'],
    body: PartnerStatementsBody,
    answer: PartnerStatementList,
  },
  'notice/stream': {
    method: 'GET',
    access: 'public',
    tags: ['content'],
    query: NoticeStreamQuery,
    media: 'text/event-stream',
  },
  'notice/ticket': {
    method: 'POST',
    access: 'player',
    tags: ['content'],
    body: EmptyBody,
    answer: NoticeTicket,
  },
  'pay/webhook': { method: 'POST', access: 'public', tags: ['money'], answer: PixWebhookData },
  'payouts/webhook': { method: 'POST', access: 'public', tags: ['money'], answer: PayoutWebhookData },
  'race/board': {
    method: 'POST',
    access: 'public',
    tags: ['race'],
    body: RaceBoardBody,
    answer: RaceBoardAnswer,
  },
  'race/list': { method: 'POST', access: 'public', tags: ['race'], answer: RaceListAnswer },
  'partner/figures': {
    method: 'POST',
    access: 'player',
    tags: ['partners'],
    body: PartnerFiguresBody,
    answer: PartnerFigures,
  },
  'partner/figures_export': {
    method: 'POST',
    access: 'player',
    tags: ['partners'],
    body: PartnerFiguresBody,
    media: 'text/csv',
  },
  'partner/click': {
    method: 'POST',
    access: 'public',
    tags: ['partners'],
    body: ClickBody,
    answer: ClickData,
  },
  'partner/deliveries': {
    method: 'POST',
    access: 'player',
    tags: ['partners'],
    body: DeliveriesBody,
    answer: PostbackDeliveryPage,
  },
  'partner/postback_save': {
    method: 'POST',
    access: 'player',
    tags: ['partners'],
    body: PostbackSaveBody,
    answer: PostbackSettings,
  },
  'partner/postbacks': {
    method: 'POST',
    access: 'player',
    tags: ['partners'],
    body: EmptyBody,
    answer: PostbackSettings,
  },
  'sms/send': { method: 'POST', access: 'public', tags: ['sms'], body: SendCodeBody, answer: SendCodeData },
  'user/cep': { method: 'POST', access: 'player', tags: ['protection'], body: CepBody, answer: CepAddress },
  'user/change_pwd': {
    method: 'POST',
    access: 'public',
    tags: ['user'],
    body: ChangePwdBody,
    answer: NoData,
  },
  'user/changepwd': {
    method: 'POST',
    access: 'player',
    tags: ['user'],
    body: ChangePasswordBody,
    answer: NoData,
  },
  'user/complete_registration': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: RegistrationBody,
    answer: RegistrationStatus,
  },
  'user/face_session': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: EmptyBody,
    answer: FaceSession,
  },
  'user/getUserinfo': { method: 'POST', access: 'player', tags: ['user'], body: EmptyBody, answer: UserInfo },
  'user/login': { method: 'POST', access: 'public', tags: ['user'], body: LoginBody, answer: LoginData },
  'user/nickname': { method: 'POST', access: 'player', tags: ['user'], body: NicknameBody, answer: NoData },
  'user/reauth': { method: 'POST', access: 'idle', tags: ['user'], body: ReauthBody, answer: NoData },
  'user/register': {
    method: 'POST',
    access: 'public',
    tags: ['user'],
    body: RegisterBody,
    answer: LoginData,
  },
  'user/registration': {
    method: 'POST',
    access: 'player',
    tags: ['protection'],
    body: EmptyBody,
    answer: RegistrationStatus,
  },
  'user/setpaypwd': { method: 'POST', access: 'player', tags: ['user'], body: SetPayPwdBody, answer: NoData },
  'user/settings': {
    method: 'POST',
    access: 'player',
    tags: ['user'],
    body: SettingsBody,
    answer: PlayerSettings,
  },
  'webconfig/index': {
    method: 'POST',
    access: 'public',
    tags: ['content'],
    body: EmptyBody,
    answer: WebConfig,
  },
  'widget/exchange': {
    method: 'POST',
    access: 'public',
    tags: ['widget'],
    body: ExchangeBody,
    answer: LoginData,
  },
  'widget/handoff': {
    method: 'POST',
    access: 'player',
    tags: ['widget'],
    body: EmptyBody,
    answer: HandoffData,
  },
  assets: {
    method: 'GET',
    access: 'public',
    tags: ['content'],
    url: 'assets/art/:slug',
    params: ArtParams,
    media: 'image/svg+xml',
  },
  i: {
    method: 'GET',
    access: 'public',
    tags: ['rewards'],
    mount: 'root',
    url: 'i/:code',
    params: InviteParams,
    query: InviteQuery,
    media: 'redirect',
  },
  logout: { method: 'POST', access: 'token', tags: ['user'], mount: 'both', body: EmptyBody, answer: NoData },
} as const satisfies Record<string, EndpointRow>

type Rows = typeof ENDPOINTS
export type EndpointPath = keyof Rows

type Read<R, K extends keyof EndpointRow> = R extends { readonly [F in K]: TSchema }
  ? Static<R[K]>
  : undefined
/**
 * The body the client sends: none for an empty one (EmptyBody), FormData for multipart, and one whose
 * fields are all optional may be left out (the server reads no body as {}: server/plugins/validation.ts).
 */
type Payload<R> = R extends { readonly multipart: true } ? FormData : BodyOf<Read<R, 'body'>>
type BodyOf<B> = [B] extends [Record<string, never>]
  ? undefined
  : Record<string, never> extends B
    ? B | undefined
    : B
type Methods<M> = M extends readonly (infer E)[] ? E : M

/**
 * Each endpoint as the client types a call: method, request body (or query for GET) and the envelope's
 * `data` (never for a route that answers something else: a file, a stream, a redirect).
 */
type EndpointTypes = {
  [P in EndpointPath]: {
    method: Methods<Rows[P]['method']>
    body: Payload<Rows[P]>
    query: Read<Rows[P], 'query'>
    data: Rows[P] extends { readonly answer: TSchema } ? Read<Rows[P], 'answer'> : never
  }
}

// An interface, not the mapped type itself: its members are computed once, where a call's inference would
// otherwise expand every row's schemas.
export interface Endpoints extends EndpointTypes {}
