// The public surface of money (orders, top-ups, withdrawals, conversion, payout accounts, PIX): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export { balancesAfterReturn } from './autoTransfer'
export { lateWithdrawals } from './payouts'
