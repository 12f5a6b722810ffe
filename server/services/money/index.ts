// The public surface of money (orders, top-ups, withdrawals, conversion, payout accounts, PIX): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).

export { listOrders, reviewOrder } from './admin'
export {
  autoTransferOn,
  balancesAfterReturn,
  leaveGames,
  moveWalletIn,
  returnGameBalance,
} from './autoTransfer'
export { listChannels } from './channels'
export { convert } from './conversion'
export { idempotencyKey } from './idempotency'
export { findOwnOrder } from './orders'
export { addBankAccount, bindPixCard, deletePayoutAccount, listPayoutAccounts } from './payoutAccounts'
export { startPayoutJobs } from './payoutJobs'
export { lateWithdrawals, payoutQueue, releaseRiskHolds, settlePayoutEvent } from './payouts'
export { settlePixPayment } from './pixWebhook'
export { createRecharge, orderChannel } from './recharge'
export { listRecords } from './records'
export { readImage, saveImage, uploadUrl } from './uploads'
export { payoutAccountView, rechargeView, withdrawView } from './views'
export { verifyPixWebhook } from './webhookSignature'
export { createWithdrawal } from './withdraw'
