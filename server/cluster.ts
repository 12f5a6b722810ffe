import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry } from 'prom-client'
import { CLUSTER_METRICS, type MetricsRequest } from './metrics'

/** A worker that dies this soon after starting is not restarted: it would only crash again (bad settings). */
const EARLY_EXIT_MS = 10_000

const say = (message: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }))

/**
 * The primary process of `npm start` with WEB_CONCURRENCY above 1: forks that many workers, which share
 * the one port (node:cluster hands them the connections), restarts a worker that dies, and on SIGTERM or
 * SIGINT passes the signal on and exits once every worker has drained and stopped.
 */
export const superviseWorkers = (count: number): void => {
  let stopping = false
  let failed = false
  const started = new Map<Worker, number>()
  const fork = () => started.set(cluster.fork(), Date.now())

  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0
    started.delete(worker)
    if (code !== 0 && !signal) failed = true
    if (stopping) {
      if (started.size === 0) process.exit(failed ? 1 : 0)
      return
    }
    if (Date.now() - since < EARLY_EXIT_MS) {
      say(`worker ${worker.process.pid} exited at start (code ${code}): stopping`)
      stop('SIGTERM')
      return
    }
    say(`worker ${worker.process.pid} died (code ${code}, signal ${signal}): starting another`)
    fork()
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (started.size === 0) process.exit(failed ? 1 : 0)
    for (const worker of started.keys()) worker.process.kill(signal)
  }
  // A worker asked for /metrics answers the whole cluster's: the primary gathers every worker's and sums them.
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: MetricsRequest) => {
    if (message?.type !== CLUSTER_METRICS) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: CLUSTER_METRICS, id: message.id, text }),
      () => worker.send({ type: CLUSTER_METRICS, id: message.id, text: null }),
    )
  })
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGTERM'))

  say(`starting ${count} workers`)
  for (let index = 0; index < count; index += 1) fork()
}
