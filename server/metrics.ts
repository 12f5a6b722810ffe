import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { AggregatorRegistry, Counter, Gauge, Histogram, register } from 'prom-client'

/**
 * The server's Prometheus metrics, in prom-client's default registry (one per process; with several
 * workers the cluster's primary sums them, see server/cluster.ts). Read at /metrics (plugins/operations).
 */

export const httpRequests = new Counter({
  name: 'ficha_http_requests_total',
  help: 'HTTP requests answered, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
})

export const httpDuration = new Histogram({
  name: 'ficha_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
})

export const roundsPlayed = new Counter({
  name: 'ficha_rounds_total',
  help: 'Rounds played and settled (replays not counted)',
})

export const roundMoney = new Counter({
  name: 'ficha_round_centavos_total',
  help: 'Centavos staked and paid back by rounds',
  labelNames: ['side'] as const,
})

export const ledgerMovements = new Counter({
  name: 'ficha_ledger_movements_total',
  help: 'Money movements written to the ledger outside rounds, by reason',
  labelNames: ['reason'] as const,
})

export const ledgerCentavos = new Counter({
  name: 'ficha_ledger_centavos_total',
  help: 'Centavos credited by ledger movements outside rounds, by reason',
  labelNames: ['reason'] as const,
})

/*
 * Set by the alert jobs of the first process only (services/alerts): the other processes report 0, so the
 * cluster's figure is the largest (aggregator max), never a sum.
 */

export const ledgerDifference = new Gauge({
  name: 'ficha_ledger_difference_centavos',
  help: "Centavos by which accounts' balances differ from their entries, plus the ledger's sum (0 when sound)",
  aggregator: 'max',
})

export const ledgerAccountsOutOfBalance = new Gauge({
  name: 'ficha_ledger_accounts_out_of_balance',
  help: 'Accounts whose balance is not the sum of their ledger entries',
  aggregator: 'max',
})

export const payoutsLate = new Gauge({
  name: 'ficha_payouts_late',
  help: 'Withdrawals still unpaid 90 minutes after their request (the deadline is 120)',
  aggregator: 'max',
})

export const payoutLateOldest = new Gauge({
  name: 'ficha_payout_late_oldest_seconds',
  help: 'Age of the oldest withdrawal still unpaid 90 minutes after its request, in seconds (0 when none)',
  aggregator: 'max',
})

export const complaintsOverdue = new Gauge({
  name: 'ficha_complaints_overdue',
  help: 'Complaints past the 10-day mark of their final answer',
  aggregator: 'max',
})

export const complaintOverdueOldest = new Gauge({
  name: 'ficha_complaint_overdue_oldest_seconds',
  help: 'How long the oldest overdue complaint is past its 10-day mark, in seconds (0 when none)',
  aggregator: 'max',
})

/** Live values read at scrape time from every app of this process (tests build several). */
export interface LiveSource {
  sseClients(): number
  pool(): { total: number; idle: number; waiting: number } | undefined
}

export const liveSources = new Set<LiveSource>()

const sum = (read: (source: LiveSource) => number) =>
  [...liveSources].reduce((total, source) => total + read(source), 0)

new Gauge({
  name: 'ficha_sse_clients',
  help: 'Open live feed streams (bet/stream)',
  collect() {
    this.set(sum((source) => source.sseClients()))
  },
})

new Gauge({
  name: 'ficha_db_pool_connections',
  help: 'PostgreSQL pool connections, by state (waiting: calls queued for a connection)',
  labelNames: ['state'] as const,
  collect() {
    for (const state of ['total', 'idle', 'waiting'] as const)
      this.set(
        { state },
        sum((source) => source.pool()?.[state] ?? 0),
      )
  },
})

/** This process's periodic jobs (services/jobs): which it runs now, and how long since each last succeeded. */
export interface JobSource {
  held(): { job: string; held: boolean }[]
  secondsSinceSuccess(): Promise<Map<string, number>>
}

export const jobSources = new Set<JobSource>()

/** The jobs this process runs now (/readyz names them). */
export const heldJobs = (): string[] =>
  [...jobSources].flatMap((source) => source.held().flatMap(({ job, held }) => (held ? [job] : [])))

// Summed over a host's workers: how many of them run the job (0 or 1); summed over hosts, never above 1.
new Gauge({
  name: 'ficha_job_held',
  help: 'Whether this process runs the periodic job (holds its lease), by job',
  labelNames: ['job'] as const,
  collect() {
    this.reset()
    for (const source of jobSources)
      for (const { job, held } of source.held()) this.inc({ job }, held ? 1 : 0)
  },
})

// Read from the database, so every process tells the same: the workers' values are not added up.
new Gauge({
  name: 'ficha_job_seconds_since_success',
  help: 'Seconds since the periodic job last ran to its end without an error, by job',
  labelNames: ['job'] as const,
  aggregator: 'min',
  async collect() {
    this.reset()
    for (const source of jobSources)
      for (const [job, seconds] of await source.secondsSinceSuccess()) this.set({ job }, seconds)
  },
})

/** The message a worker sends the primary for the cluster's metrics, and the answer's type. */
export const CLUSTER_METRICS = 'ficha:cluster-metrics'
export interface MetricsRequest {
  type: typeof CLUSTER_METRICS
  id: string
  text?: string | null
}

// A worker answers the primary's requests for its metrics once prom-client's cluster listeners are set up,
// which constructing an AggregatorRegistry does.
if (cluster.isWorker) new AggregatorRegistry()

export const databaseReads = new Counter({
  name: 'ficha_database_reads_total',
  help: 'Reads that a replica may serve (reports, searches, exports, regulator files), by where they went',
  labelNames: ['target'] as const,
})

export const replicaLag = new Gauge({
  name: 'ficha_replica_lag_seconds',
  help: 'Replay lag of each replica of DATABASE_REPLICA_URL (by position in the list) at its last check; -1 when it did not answer',
  labelNames: ['replica'] as const,
  aggregator: 'max',
})

/** The metrics in Prometheus' text format: this process's, or with workers the whole cluster's. */
export const metricsText = async (): Promise<string> => {
  if (!cluster.isWorker || !process.send) return register.metrics()
  const id = randomUUID()
  return new Promise<string>((resolve, reject) => {
    const answered = (message: MetricsRequest) => {
      if (message?.type !== CLUSTER_METRICS || message.id !== id) return
      process.off('message', answered)
      if (typeof message.text === 'string') resolve(message.text)
      else reject(new Error('the primary could not gather the metrics'))
    }
    process.on('message', answered)
    process.send?.({ type: CLUSTER_METRICS, id } satisfies MetricsRequest)
  })
}

export const metricsContentType = register.contentType
