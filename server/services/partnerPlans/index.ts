// The public surface of the partners' plans and statements (docs/partners.md, "Plans and statements"): what
// routes and other domains use. Inside the domain, import the file itself; from another domain, import this
// index (checked by .dependency-cruiser.cjs).
export { detailView, planList, setPartnerStatus, statementView } from './console'
export { startPartnerPlanJobs } from './jobs'
export { assignPlan, createPlan } from './plans'
export {
  approveStatement,
  listStatements,
  payStatement,
  statementDetail,
} from './statements'
