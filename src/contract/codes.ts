/**
 * Envelope codes. 1, 401 and 500 are the spec's; the rest are this API's business errors.
 * Each has a message in every catalogue under `code.<n>` (locales/*.json), which the server sends as
 * `msg` in the caller's language.
 */
export const Code = {
  Ok: 1,
  /** The input failed validation: malformed JSON, wrong types, missing or extra fields. */
  BadRequest: 400,
  /** Missing, expired or revoked token on a protected call. */
  SessionExpired: 401,
  Forbidden: 403,
  NotFound: 404,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  ServerError: 500,

  // Accounts and verification codes (1001-1099).
  /** Wrong phone or password; the same answer whether the account exists or not. */
  InvalidCredentials: 1001,
  /** Registering a phone that already has an account (only after its code was verified). */
  PhoneTaken: 1002,
  /** The verification code does not match. */
  CodeWrong: 1003,
  /** No usable code for this phone and purpose: never sent, expired (10 min) or already used. */
  CodeExpired: 1004,
  /** A code was sent to this phone less than 60 s ago; msg names the seconds left. */
  CodeTooSoon: 1005,
  /** The daily number of codes for this phone or this network was reached. */
  CodeDailyCap: 1006,
  /** Five wrong tries on this code: a new one must be requested. */
  CodeTooManyTries: 1007,
  /** The invitation code given at registration belongs to nobody. */
  InvitationUnknown: 1008,
  /** Registration without accepting the User Agreement and Privacy Policy. */
  AgreementRequired: 1009,
  /** The password is not 8 to 64 characters long (other refusals: 1017-1019). */
  PasswordRule: 1010,
  /** Changing the password: the current password given is wrong. */
  OldPasswordWrong: 1011,
  /** The withdrawal password is not exactly 6 digits. */
  PayPasswordRule: 1012,
  /** Too many failed logins for this account or network; msg names the minutes to wait. */
  LoginThrottled: 1013,
  /** The phone is not a number in international format with its country prefix. */
  PhoneInvalid: 1014,
  /** The SMS gateway did not accept the message. */
  CodeSendFailed: 1015,
  /** The withdrawal password and its confirmation differ. */
  PayPasswordMismatch: 1016,
  /** The password is only blanks. */
  PasswordBlank: 1017,
  /** The password is one character repeated. */
  PasswordRepeated: 1018,
  /** The password is on the list of common and breached passwords. */
  PasswordCommon: 1019,
  /** The nickname is not 3 to 20 letters, digits, '_', '.' or '-', or holds a phone number's digits. */
  NicknameRule: 1020,
  /** Another player already uses this nickname. */
  NicknameTaken: 1021,
  /**
   * The session was idle longer than REAUTH_IDLE_MINUTES: the call was not run; user/reauth with the
   * password restores the session, then the call can be sent again.
   */
  ReauthRequired: 1030,
  /** user/reauth: the password is not the account's; msg names nothing (throttled like log-ins, 1013). */
  ReauthPasswordWrong: 1031,

  // Content and catalogue (1101-1199).
  /** index/get_contents: no page has this key. */
  ContentNotFound: 1101,
  /** index/get_acdtai: no event has this id, or it is switched off. */
  EventNotFound: 1102,
  /** index/game_detai: no category or provider by this name. */
  GameListNotFound: 1103,

  // Wallet and ledger (1201-1299).
  /** The movement would take a balance below zero; nothing moved. */
  InsufficientFunds: 1201,
  /** A retried request carried the key of an earlier, different movement; nothing moved. */
  IdempotencyKeyReused: 1202,

  // Games (1301-1399).
  /** index/in_game: no playable game by this id or slug. */
  GameNotFound: 1301,
  /** game/open: the launch link expired (2 min) or was already used: open the game again from the lobby. */
  GameLinkInvalid: 1302,
  /** A game/* call without a live game session (expired, or the login session ended). */
  GameSessionExpired: 1303,
  /** game/spin: the bet is outside the game's limits or does not split into its lines. */
  BetNotAllowed: 1304,
  /** game/spin: the bet is above the game balance; nothing was charged. */
  GameBalanceTooLow: 1305,
  /** game/verify: the player has no round by this id. */
  RoundNotFound: 1306,
  /** game/verify: the round's server seed is still in use; rotate the seeds to reveal it. */
  SeedNotRevealed: 1307,
  /** bet/stream: the server holds as many live connections as it accepts; poll bet/getWinList instead. */
  StreamBusy: 1308,
  /** index/in_game: a provider's game switched off, or not offered in the player's country (BR). */
  GameBlocked: 1309,
  /** index/in_game: the provider did not answer with a game address (down, timed out, refused); try again. */
  ProviderLaunchFailed: 1310,
  /** admin/provider_reconcile: a reconciliation of the provider is already running; try again once it ends. */
  ReconcileRunning: 1311,
  /** admin/freespins_create: this campaign reference was used before with other details; nothing changed. */
  FreespinReferenceTaken: 1312,
  /** admin/freespins_create: the provider is not configured on this site. */
  FreespinProviderOff: 1313,
  /** admin/freespins_create: no listed player may receive free spins (all in a cool-off or self-exclusion). */
  FreespinNoneEligible: 1314,
  /** admin/freespins_create, brazil profile: free spins tied to a deposit are not allowed (Law 14.790 art. 29). */
  FreespinDepositLinked: 1315,
  /** admin/freespins_create: a detail is missing or wrong for this provider; data.field names it. */
  FreespinDetailInvalid: 1316,

  // Money: top-ups, withdrawals, payout accounts, review, provider webhook (1401-1499).
  /** Not a positive whole number of centavos ('Enter the correct amount'). */
  AmountInvalid: 1401,
  /** Below the channel's (or the site's) minimum; msg names it. */
  AmountBelowMinimum: 1402,
  /** Above the channel's maximum; msg names it. */
  AmountAboveMaximum: 1403,
  /** No channel, or an unknown one ('Please choose a payment method'). */
  ChannelRequired: 1404,
  /** The channel is switched off (or PIX is not configured). */
  ChannelUnavailable: 1405,
  /** A manual channel's top-up without its screenshot ('Please upload a screenshot of the transfer'). */
  ScreenshotRequired: 1406,
  /** A money call without an Idempotency-Key header. */
  IdempotencyKeyMissing: 1407,
  /** The upload is not a PNG, JPEG or WebP image (checked by content, not name). */
  UploadType: 1410,
  /** The upload is larger than the cap; msg names it in MB. */
  UploadTooLarge: 1411,
  /** No file in the multipart body. */
  UploadMissing: 1412,
  /** No such order (or not the caller's). */
  OrderNotFound: 1420,
  /** The order was already decided (paid or failed): nothing changed. */
  OrderAlreadyReviewed: 1421,
  /** A rejection needs a reason. */
  RejectReasonRequired: 1422,
  /** Withdrawal without a receiving account ('Please add your receiving bank account information first'). */
  BankFirst: 1430,
  /** Withdrawal without a withdrawal password ('Please set your deposit (withdrawal) password first'). */
  PayPasswordFirst: 1431,
  /** Wrong withdrawal password; msg names the attempts left this hour. */
  PayPasswordWrong: 1432,
  /** Too many wrong withdrawal passwords this hour; msg names the minutes to wait. */
  PayPasswordLocked: 1433,
  /** 'The entered amount cannot be greater than the balance'. */
  AmountOverBalance: 1434,
  /** Above the VIP level's maximum single withdrawal; msg names it. */
  WithdrawAboveLimit: 1435,
  /** The VIP level's daily number of withdrawals is used up; msg names it. */
  WithdrawDailyCount: 1436,
  /** No such receiving account (or not the caller's). */
  PayoutAccountNotFound: 1437,
  /** The player owes the house (a reversed game win already spent, docs/providers.md): no withdrawal until repaid; msg names the amount. */
  DebtOpen: 1438,
  /** A payout account field is malformed ('Format error'); data.field names it. */
  FormatError: 1440,
  /** The CPF's check digits do not match. */
  CpfInvalid: 1441,
  /** The PIX key does not fit its type; msg names the type. */
  PixKeyInvalid: 1442,
  /** Not an e-mail address. */
  EmailInvalid: 1443,
  /** The player already has the maximum number of receiving accounts; msg names it. */
  PayoutAccountLimit: 1444,
  /** The same receiving account was already added. */
  PayoutAccountDuplicate: 1445,
  /** The account has a withdrawal in progress and cannot be deleted. */
  PayoutAccountBusy: 1446,
  /** Webhook: the signature does not match the body. */
  WebhookSignature: 1450,
  /** Webhook: the timestamp is more than 5 minutes away from now. */
  WebhookExpired: 1451,
  /** Webhook: the amount paid differs from the order's; nothing changed. */
  WebhookAmountMismatch: 1452,
  /** Webhook: no shared secret is configured (production without PIX_WEBHOOK_SECRET). */
  WebhookDisabled: 1453,
  /**
   * index/statement, index/statement_export: the range is not two real days in order, at most
   * STATEMENT_MAX_DAYS days long and ending today at the latest; msg names the longest range.
   */
  StatementRangeInvalid: 1460,

  // Rewards: invitation, VIP, bonuses, rebate, partner salary (1501-1599).
  /** Withdrawal refused: bonus money still has turnover to bet; msg names the amount left. */
  WageringNotMet: 1501,
  /** index/vips_info: no VIP level by this number. */
  VipLevelNotFound: 1502,
  /** admin/promotion_update: the rules do not fit the promotion's schema; nothing changed. */
  PromotionRulesInvalid: 1503,

  // Player protection and the compliance profile (1601-1699; docs/compliance.md).
  /** Sign-up in the brazil profile without a CPF. */
  CpfRequired: 1601,
  /** Another account already has this CPF (one account per CPF). */
  CpfTaken: 1602,
  /** The full name is missing or not a first and a last name (2 to 120 characters). */
  FullNameInvalid: 1603,
  /** The date of birth is missing or not a real YYYY-MM-DD date in the past. */
  BirthDateInvalid: 1604,
  /** The player is under 18 on the day of sign-up (São Paulo time). */
  Underage: 1605,
  /** Brazil profile: deposits and play wait for a verified identity. */
  IdentityNotVerified: 1606,
  /**
   * A legal name (full name, account holder) in styled look-alike letters or symbols (compatibility forms:
   * mathematical, fullwidth...), not the letters an ID carries; data.field names it on a payout account.
   */
  NameStyledLetters: 1607,
  /** A deposit limit does not allow this amount; msg names the limit and what is left. */
  DepositLimitReached: 1610,
  /** A loss limit is reached, or this stake could exceed what is left; msg names the limit and what is left. */
  LossLimitReached: 1611,
  /** The session time limit is reached: play ended for this login session; msg names the minutes. */
  SessionTimeLimitReached: 1612,
  /** Cool-off or self-exclusion is active: no deposit, conversion or play; msg names until when. */
  SelfExcluded: 1613,
  /** index/set_limits: a value is not a whole amount in range; data.field names it. */
  LimitValueInvalid: 1614,
  /** index/self_exclude: the password is not the login password; msg names the attempts left. */
  ProtectionPasswordWrong: 1615,
  /** Brazil profile: withdrawals only to a PIX key registered under the player's own CPF. */
  PayoutNotOwnCpf: 1616,
  /** Brazil profile: only PIX is accepted (no bank screenshots, no crypto). */
  MethodNotAllowed: 1617,
  /** index/self_exclude during an active exclusion: a new term may only extend it; msg names the end. */
  ExclusionOnlyExtends: 1618,
  /** admin/review: a top-up held for refund (payer not the player, limit, exclusion) cannot be credited. */
  RefundOnly: 1619,
  /** admin/player_protection: no player by this id, phone or CPF. */
  PlayerNotFound: 1620,
  /** Brazil profile: sign-up with a CPF on the national list of people barred from betting (SIGAP). */
  BannedNationally: 1630,
  /** Brazil profile: the national ban list did not answer, so a sign-up or deposit waits; try again later. */
  BanListUnavailable: 1631,
  /** Log-in to an account closed because its CPF is on the national ban list. */
  AccountClosed: 1632,
  /**
   * Brazil profile: the player's CPF was found on the national ban list: no deposit or play; the account
   * closes on msg's date, withdrawals stay open until then.
   */
  BannedPlayStopped: 1633,
  /** admin/risk_case_*: no risk case has this id. */
  RiskCaseNotFound: 1660,
  /** admin/risk_case_assign, admin/risk_case_decide: the case was decided already. */
  RiskCaseClosed: 1661,
  /** admin/risk_case_decide without a reason. */
  RiskReasonRequired: 1662,
  /** admin/risk_case_assign: the owner named is not an operator allowed to decide cases. */
  RiskOwnerInvalid: 1663,
  /** admin/regulator_file: no such part of that day's file. */
  RegulatorFileNotFound: 1670,
  /** admin/regulator_rebuild: the day's files are being built right now; try again when it ends. */
  RegulatorBuildRunning: 1671,
  /** admin/regulator_rebuild: the day is not over yet in São Paulo (only past days are built). */
  RegulatorDayNotOver: 1672,
  /** Console (admin/*) in production before the account set up its second factor (TOTP): enrol first. */
  TotpEnrolmentRequired: 1700,
  /** Console (admin/*) before this session passed the second factor: enter the authenticator's code. */
  SecondFactorRequired: 1701,
  /** console/totp_*: the authenticator or recovery code is wrong or expired. */
  TotpCodeWrong: 1702,
  /** console/totp_*: too many wrong codes for this account; wait and try again. */
  TotpTooManyAttempts: 1703,
  /** console/totp_enrol: the second factor is set up already (a new secret needs it removed first). */
  TotpAlreadyEnrolled: 1704,
  /** console/totp_confirm, console/totp_verify: no second factor was started or set up for this account. */
  TotpNotEnrolled: 1705,
  /** A console session idle past CONSOLE_IDLE_MINUTES ended: log in again. */
  ConsoleSessionIdle: 1706,
  /** A console session ended because its network address or browser changed: log in again. */
  ConsoleSessionMoved: 1707,

  // Balance corrections and the audit log (1720-1739).
  /** admin/correction_approve, admin/correction_reject: no correction has this id. */
  CorrectionNotFound: 1720,
  /** admin/correction_approve, admin/correction_reject: it was applied or rejected already (nothing moved now). */
  CorrectionDecided: 1721,
  /** admin/correction_approve, admin/correction_reject: the maker of a correction cannot decide it. */
  CorrectionOwnDecision: 1722,
  /** A debit correction larger than the player's balance of that account: refused, nothing moved. */
  CorrectionBelowZero: 1723,
  /** admin/correction_create: this idempotency key made a different correction before. */
  CorrectionKeyReused: 1724,
  /** A console account has no wallet: it cannot top up, withdraw, bind a payout key or play (docs/console.md). */
  OperatorNotPlayer: 1725,
  /** The account is the operator's own or linked to them: they may not correct it nor decide its orders. */
  OwnAccountDecision: 1726,
  /** admin/review: the operator proposed paying this order; a different operator must approve it. */
  OwnProposal: 1727,
  /** admin/review: paying a top-up by hand needs a reason and the proof attached (an uploaded image). */
  ProofRequired: 1728,
  /**
   * admin/correction_create: the player is not eligible (unverified in the brazil profile, banned, play blocked,
   * excluded or cooling off); only a refund of a proven error (reason errorFix) may be proposed, and it waits
   * for a second operator.
   */
  ProtectedPlayerCorrection: 1729,
  /** admin/report_*: the range is not two real days in order, at most REPORT_MAX_DAYS days long. */
  ReportRangeInvalid: 1740,
  /** admin/report_*: the report cannot group its rows this way (REPORT_GROUPS). */
  ReportGroupInvalid: 1741,
  // The operator console: players and games (1750-1769).
  /** An operator stopped this player's play (admin/player_block): no spin, launch or bet; withdrawals stay open. */
  PlayBlocked: 1750,
  /** admin/game_update: no game category has this slug. */
  GameCategoryNotFound: 1751,
  /** admin/player_note: the note is empty once its spaces are trimmed. */
  NoteEmpty: 1752,
  /** admin/message_*, admin/race_save, admin/game_update: a text leaves the operator's default language empty. */
  DefaultTextMissing: 1753,
  /** notice/stream: the ticket is unknown, used already, older than a minute, or its login ended. */
  NoticeTicketInvalid: 1770,
  // Missions and the points shop (2040-2069, docs/missions.md).
  /** admin/mission_save: the window, target, multiplier or games do not fit (end after start; a wins task has a multiplier). */
  MissionDefinitionInvalid: 2040,
  /** admin/mission_save, admin/mission_state: no mission has this id. */
  MissionNotFound: 2041,
  /** Brazil profile: a mission counting deposits is refused (only tasks counted from play; nothing linked to a deposit). */
  MissionDepositLinked: 2042,
  /** admin/mission_save, admin/shop_item_save: only a draft changes; admin/*_state: this change is not allowed (draft to published or archived, published to archived). */
  MissionNotDraft: 2043,
  /** admin/shop_item_save: the item gives nothing (cash back without an amount, free spins without provider, game, spins or bet). */
  ShopItemInvalid: 2044,
  /** mission/buy, admin/shop_item_save, admin/shop_item_state: no such item (or, for a player, not on sale). */
  ShopItemNotFound: 2045,
  /** mission/buy: the player's points are fewer than the price; nothing is spent. msg names the price and the balance. */
  PointsShort: 2046,
  /** mission/buy: this clientId bought another item already. */
  PurchaseClientIdTaken: 2047,
  /** mission/buy: the provider did not grant the free spins; the points were given back. */
  ShopRewardFailed: 2048,
  /** mission/buy: the player may not receive incentives now (cool-off, self-exclusion, block, unverified in brazil). */
  ShopNotEligible: 2049,
  // Wager races (1780-1789, docs/races.md).
  /** admin/race_save: the times, prizes or shares do not fit (end after start, within the repeat's period; shares summing to 10,000, or fixed prizes). */
  RaceDefinitionInvalid: 1780,
  /** admin/race_save, admin/race_cancel: no race has this id. */
  RaceNotFound: 1781,
  /** admin/race_save, admin/race_cancel: the race has started (or ended, or was cancelled): it can no longer change. */
  RaceStarted: 1782,
  // The operator console: operator accounts (1800-1809).
  /** admin/operator_totp_reset: no console account has this id (a player's is not one). */
  OperatorNotFound: 1800,
  /** admin/operator_totp_reset: an administrator cannot remove their own second factor. */
  TotpResetOwn: 1801,
  // Promotions that pass the advertising rules (1940-1949, docs/compliance.md; brazil profile).
  /** admin/banner_publish, admin/notice_publish, admin/message_broadcast: a text says "free" (grátis, de graça…) and the promotion has conditions. */
  PromotionFreeWithConditions: 1940,
  /** admin/banner_publish: the operator has not declared that the image shows no money. */
  PromotionImageNotDeclared: 1941,
  /** admin/banner_publish: the image's file name names money (dinheiro, notas, cash…). */
  PromotionImageNamesMoney: 1942,
  // Complaints, SAC and ouvidoria (1910-1929, docs/compliance.md).
  /** A complaint id the caller may not see: no such complaint, or another player's (the same answer). */
  ComplaintNotFound: 1910,
  /** A complaint, reply, escalation or final answer with no words in it. */
  ComplaintTextRequired: 1911,
  /** An attachment that is not an image the player uploaded, or one already attached. */
  ComplaintAttachmentInvalid: 1912,
  /** The complaint was closed with its final answer: nothing more is written to it. */
  ComplaintClosed: 1913,
  /** admin/complaint_escalate: the complaint is at the ouvidoria already. */
  ComplaintEscalated: 1914,
  /** admin/complaint_assign: the operator named may not answer complaints. */
  ComplaintAssigneeNotAllowed: 1915,
  /** admin/complaint_export: from after to, or more than 366 days. */
  ComplaintExportRange: 1916,
  // Pause periods and session blocks (1900-1909, docs/compliance.md).
  /** The player's own pause runs: no deposit, conversion or play; withdrawals stay open; msg names its end. */
  Paused: 1900,
  /** The operator's maximum session length is reached: play stops for the break; msg names the minutes and its end. */
  SessionBlocked: 1901,
  /** index/pause during a running pause: a new one may only end later (index/pause_end shortens it); msg names the end. */
  PauseOnlyExtends: 1902,
  // The extended registration of the brazil profile and the face match (1950-1969, docs/compliance.md).
  /** Brazil profile: the registration set (address, bank account, photo ID, limits, face match) is not complete: no deposit or play until it is; withdrawals stay open. */
  RegistrationIncomplete: 1950,
  /** user/cep, user/complete_registration: a CEP is not 8 digits. */
  CepInvalid: 1951,
  /** user/cep: no address has this CEP; the player types it. */
  CepNotFound: 1952,
  /** user/cep: the CEP service did not answer; the player types the address or tries again. */
  CepUnavailable: 1953,
  /** user/complete_registration: a part of the address is missing or not plain text; data.field names it. */
  AddressInvalid: 1955,
  /** user/complete_registration: the bank, branch or account number is not one; data.field names it. */
  BankAccountInvalid: 1956,
  /** user/complete_registration: no photo ID of the player's own upload. */
  DocumentMissing: 1957,
  /** user/complete_registration: no loss limit of any period, or no session limit; data.field names it. */
  RegistrationLimitsMissing: 1958,
  /** user/face_session: the identity provider did not answer; try again. */
  FaceProviderUnavailable: 1959,
  /** user/face_session: no face match is asked here, or it passed already. */
  FaceNotRequired: 1960,
  /** identity/webhook: the notice names no session of ours. */
  FaceSessionUnknown: 1961,
  /** index/withdraw with FACE_AT_WITHDRAWAL on: a face match must pass first (user/face_session). */
  FaceRequiredForWithdrawal: 1962,
  // The national statuses (1930-1939, docs/compliance.md, National statuses).
  /**
   * Brazil profile: a deposit by a player the national self-exclusion platform names (SIGAP "Impedido –
   * Autoexclusão Centralizada"): refused; msg names the day the account closes and the platform's link.
   */
  BannedSelfExcludedNationally: 1930,
  /**
   * Brazil profile: a deposit by a player SIGAP names a Bolsa Família or BPC beneficiary ("Impedido –
   * Programa Social"): refused; msg names the day the account closes and the refund to their own account.
   */
  BannedSocialProgramme: 1931,
  // The crash game (2000-2029, docs/games.md, Crash).
  /** crash/bet: the crash game is switched off (admin/game_update) or has no round yet. */
  CrashOff: 2000,
  /** crash/bet: the round is not taking bets (its flight has started): bet on the next one. */
  CrashBettingClosed: 2001,
  /** crash/bet: this slot of the round holds a bet already (two bets a round, slots 1 and 2). */
  CrashSlotTaken: 2002,
  /** crash/cashout: no bet of this player has this clientBetId. */
  CrashBetNotFound: 2003,
  /** crash/cashout: received at or after the crash: the bet is lost. */
  CrashTooLate: 2004,
  /** crash/cashout: the round's flight has not started yet. */
  CrashNotFlying: 2005,
  // Partners: tracking and postbacks (2070-2099, docs/partners.md).
  /** partner/click: no approved partner has this id (unknown, pending or suspended). */
  PartnerUnknown: 2070,
  /** partner/click: too many clicks from this address this minute; nothing was recorded. */
  ClickRateLimited: 2071,
  /** partner/*: this account is not a partner. */
  NotAPartner: 2072,
  /** partner/postback_save: not an http(s) address, or a placeholder that does not exist; data.placeholder names it. */
  PostbackTemplateInvalid: 2073,
  // The partner area (2130-2149, docs/partner-area.md).
  /** partner/figures: a day that is not YYYY-MM-DD, `from` after `to`, or more than 92 days; nothing read. */
  PartnerFiguresRange: 2130,
  /** admin/partner_create: the account is a partner already (whatever its status). */
  PartnerExists: 2140,
  /** admin/partner_status: the operator who proposed the partner cannot also approve it. */
  PartnerOwnProposal: 2141,
  // Partner plans and statements (2100-2129, docs/partners.md, Plans and statements).
  /** admin/partner_plan_create: the plan does not add up (a CPA needs a positive amount, a revenue share tiers from 0 in ascending order with rates up to 100 %, a hybrid both; a sub-partner share up to 100 %; a name). */
  PartnerPlanInvalid: 2100,
  /** admin/partner_plan_assign: no plan in use has this id. */
  PartnerPlanNotFound: 2101,
  /** admin/partner_plan_assign: the month is not a month's 1st day, or it is before the current São Paulo month (its statement keeps the plan it had). */
  PartnerPlanMonthPast: 2102,
  /** admin/partner_plan_assign, admin/partner_status: no partner has this id. */
  PlanPartnerNotFound: 2103,
  /** admin/partner_statement*, partner/statement: no statement has this id (for a partner: none of theirs). */
  PartnerStatementNotFound: 2104,
  /** admin/partner_statement_approve, admin/partner_statement_pay: the statement is not in the state this step needs (frozen to approve, approved to pay). */
  PartnerStatementState: 2105,
  /** admin/partner_statement_pay: the operator who approved the statement cannot also release its payment. */
  PartnerStatementMaker: 2106,
  /** admin/partner_statement_pay: the partner is not approved (pending or suspended): nothing is paid. */
  PlanPartnerNotApproved: 2107,
  /** admin/partner_statements, partner/statements: the month is not a month's 1st day (YYYY-MM-01). */
  PartnerStatementMonthInvalid: 2108,
} as const

/** @internal Read at build time by widgets/build/source-scan.ts, where the production check does not look. */
export type CodeName = keyof typeof Code
export type CodeValue = (typeof Code)[CodeName]
