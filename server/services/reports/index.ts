// The public surface of the reports (docs/reports.md): what the admin routes use. Inside the domain, import
// the file itself; from another domain, import this index (checked by .dependency-cruiser.cjs).
export { csvLine, reportCsv } from './csv'
export { addToNgr, COST_COLUMNS, emptyNgr, type NgrSums, ngrOf } from './ngr'
export { checkRange, groupedReport, ROUND_COLUMNS, reportSource, roundsPage } from './queries'
export { forgetDays, MOVEMENT_DETAIL, REWARD_OF_MOVEMENT } from './summaries'
