// The public surface of alerts: the console's open alerts, the jobs that open and close them, and the counts
// of what waits in the operators' queues.
export { startLedgerCheck, startPayoutDeadlineCheck } from './jobs'
export { pendingCounts } from './pending'
export { openAlerts } from './store'
