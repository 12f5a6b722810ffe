import { type Static, Type } from '@sinclair/typebox'
import { literals } from './envelope'

/** Operator permission of the console's system page (admin/jobs): who runs each periodic job. */
export const SYSTEM_PERMISSIONS = {
  view: 'console:system:view',
} as const

/**
 * A periodic job as its lease in the database says (docs/server.md, Jobs): `held` while a process renews it,
 * `expired` when its holder stopped renewing (another takes it within twice the lease), `none` when no process
 * has ever taken it (nothing configured for it, e.g. payouts without PAYOUT_URL).
 */
const JOB_STATES = ['held', 'expired', 'none'] as const

export const JobStatus = Type.Object({
  job: Type.String(),
  state: literals(JOB_STATES),
  /** The process holding (or last holding) the lease. */
  holder: Type.Union([Type.Object({ host: Type.String(), pid: Type.Integer() }), Type.Null()]),
  /** How many times another process took the lease over. */
  term: Type.Integer(),
  heartbeatAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  expiresAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  /** Ticks begun, by every holder. */
  runs: Type.Integer(),
  /** A tick under way since then; null between ticks. */
  runningSince: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  /** Ticks that ended after their process had lost the lease: 0 in a healthy system. */
  overlaps: Type.Integer(),
  lastSuccessAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
})
export type JobStatus = Static<typeof JobStatus>

/** admin/jobs: every job the server declares, in its order. */
export const JobStatusList = Type.Object({
  list: Type.Array(JobStatus),
  /** JOB_LEASE_SECONDS: a lease unrenewed this long expires. */
  leaseSeconds: Type.Integer(),
})
export type JobStatusList = Static<typeof JobStatusList>
