// Where a benchmark's CPU goes, read from Linux's /proc (not a test): the CPU seconds a process tree, every
// PostgreSQL process and the whole machine spent between two readings. A side's CPU per request, set beside
// another's, tells whether its server or its database is what it costs more.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_MS = 100 / 1_000

/** Each process's parent, name and CPU (user + system) in milliseconds. */
const processes = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        const ms = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS
        return [{ pid: Number(pid), parent: Number(fields[1]), name, ms }]
      } catch {
        return []
      }
    })

/** The machine's busy milliseconds (all but idle and iowait) over every core. */
const machineBusy = () => {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  const idle = ticks[3] + ticks[4]
  return (ticks.reduce((sum, tick) => sum + tick, 0) - idle) / TICKS_PER_MS
}

/** CPU ms by pid of the given processes. */
const byPid = (list) => new Map(list.map((process) => [process.pid, process.ms]))

/**
 * One reading: the CPU ms by pid of each named process tree (by root pid) and of PostgreSQL's processes,
 * and the ms of this process and of the machine.
 */
export const cpuReading = (roots) => {
  const all = processes()
  const inTree = (root) => {
    const pids = new Set([root])
    for (let grew = true; grew; ) {
      grew = false
      for (const process of all)
        if (!pids.has(process.pid) && pids.has(process.parent)) {
          pids.add(process.pid)
          grew = true
        }
    }
    return byPid(all.filter((process) => pids.has(process.pid)))
  }
  const self = process.cpuUsage()
  return {
    ...Object.fromEntries(Object.entries(roots).map(([label, pid]) => [label, inTree(pid)])),
    postgres: byPid(all.filter((process) => process.name === 'postgres')),
    bench: (self.user + self.system) / 1_000,
    machine: machineBusy(),
  }
}

/**
 * Each label's milliseconds between two readings. A group's are summed over the processes alive at the
 * second reading, each from its first reading or from zero if it started since: one that ended in between
 * (a connection closed, a vacuum worker done) neither counts nor takes its earlier CPU off the sum.
 */
export const cpuSpent = (before, after) =>
  Object.fromEntries(
    Object.entries(after).map(([label, reading]) => {
      if (typeof reading === 'number') return [label, reading - before[label]]
      let ms = 0
      for (const [pid, now] of reading) ms += now - (before[label].get(pid) ?? 0)
      return [label, ms]
    }),
  )
