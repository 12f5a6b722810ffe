// The public surface of rewards (promotions, rewards paid, VIP, rebate, salary, team, links): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export { checkLinksOf } from './links'
export { eventStates } from './participation'
export { rewardRecharge, settleReferralAfterRound } from './recharge'
export { getPromotions } from './rules'
export { checkVipUpgrade, withdrawalLimits } from './vip'
