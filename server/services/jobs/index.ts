/**
 * The server's periodic jobs (sync, reconciliation, payouts, settlements, brazil files): their schedule, and
 * the lease in the database that lets one process on any host run each (server/jobs.ts lists them).
 */
export { createJobRunner, type JobRunner } from './runner'
export { type Job, type JobLease, type JobLog, NO_JOB, startJob } from './schedule'
export { jobStatuses } from './status'
