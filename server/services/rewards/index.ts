// The public surface of rewards (promotions, rewards paid, VIP, rebate, salary, team, links): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).

export { rewardsOverview, updatePromotion } from './admin'
export { inviteLinks, signUpRoute } from './invite'
export { nextRewards, startRewardJobs } from './jobs'
export { checkLinksOf, listLinks, recordSighting, sightingOf } from './links'
export { eventStates } from './participation'
export { bonusStatus, rechargeBonus, rewardRecharge, settleReferralAfterRound } from './recharge'
export { adminRewardList, rebateList, rewardList, salaryPayments } from './records'
export { DEFAULT_RULES, DEFAULT_VIP_LEVELS, getPromotions } from './rules'
export { partnerWeek } from './salary'
export { teamData } from './team'
export { checkVipUpgrade, vipInfo, vipStatus, withdrawalLimits } from './vip'
