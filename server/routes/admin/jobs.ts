import { endpoint } from '../../endpoint'
import { JOBS } from '../../jobs'
import { jobStatuses } from '../../services/jobs'

/** POST /api/admin/jobs: who runs each periodic job, from the leases in the database (the system page). */
export default endpoint(
  'admin/jobs',
  {
    summary: 'Periodic jobs and their runners',
    description:
      'Every periodic job the server declares, in its order, with its lease: held (a process on some host renews it), expired (its holder stopped; another process takes it within twice JOB_LEASE_SECONDS) or none (no process has taken it: nothing is configured for it). Errors: 401, 403 without console:system:view.',
  },
  async (_request, app) => ({
    list: await jobStatuses(
      app.db,
      JOBS.map((job) => job.name),
    ),
    leaseSeconds: app.config.jobLeaseSeconds,
  }),
)
