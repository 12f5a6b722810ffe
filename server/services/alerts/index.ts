// The public surface of alerts: the console's open alerts, the jobs that open and close them (the ledger,
// the payouts' 90 minutes, the complaints' 10 days), and the counts
// of what waits in the operators' queues.
export { startComplaintDeadlineCheck, startLedgerCheck, startPayoutDeadlineCheck } from './jobs'
export { pendingCounts } from './pending'
export { openAlerts } from './store'
