// The public surface of the partners' plans and statements (docs/partners.md, "Plans and statements"): what
// routes and other domains use. Inside the domain, import the file itself; from another domain, import this
// index (checked by .dependency-cruiser.cjs).
export { shareOf, tierOf } from './commission'
export { detailView, planList, proposePartner, setPartnerStatus, statementView } from './console'
export { startPartnerPlanJobs } from './jobs'
export { playersMoney } from './ngr'
export { assignPlan, createPlan, planOf, termsOf } from './plans'
export {
  approveStatement,
  listStatements,
  payStatement,
  statementDetail,
} from './statements'
