// The public surface of alerts: the console's open alerts and the jobs that open and close them.
export { checkLedger, checkPayoutDeadline, startLedgerCheck, startPayoutDeadlineCheck } from './jobs'
export { openAlerts } from './store'
