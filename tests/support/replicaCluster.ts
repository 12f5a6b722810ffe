import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@scripts/free-port.mjs'
import pg from 'pg'

/**
 * A PostgreSQL primary and a streaming replica of it, each a cluster of its own in a temporary directory on
 * loopback (initdb, then pg_basebackup -R from the running primary): the replica logs every statement it
 * runs, so a test can tell what was read there. Run as the postgres user when the tests run as root
 * (PostgreSQL refuses root).
 */
export interface ReplicaCluster {
  /** The database `name` on the primary, and on the replica. */
  primaryUrl(name: string): string
  replicaUrl(name: string): string
  createDatabase(name: string): Promise<void>
  /** The replica's statement log from `from` (a length of it read earlier) on. */
  replicaLog(from?: number): string
  /** Stops or restarts the replica's replay: it keeps receiving WAL, and falls behind. */
  pauseReplay(): Promise<void>
  resumeReplay(): Promise<void>
  stop(): void
}

/** PostgreSQL's programs' folder, asked of pg_config once (initdb and pg_ctl are not on Debian's PATH). */
let binDir: string | undefined
const bin = (tool: string) => {
  binDir ??= execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
  return join(binDir, tool)
}

const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL tool as a user PostgreSQL accepts. */
const tool = (name: string, args: string[]) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', bin(name), ...args], { stdio: 'pipe' })
    : execFileSync(bin(name), args, { stdio: 'pipe' })

const settings = (port: number, socketDir: string, extra = '') =>
  `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${socketDir}'\n` +
  `fsync = off\nfull_page_writes = off\nmax_connections = 60\n${extra}`

export const startReplicaCluster = async (): Promise<ReplicaCluster> => {
  const dir = mkdtempSync(join(tmpdir(), 'ficha-replica-'))
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), -1)
  const primary = join(dir, 'primary')
  const replica = join(dir, 'replica')
  const replicaLogFile = join(dir, 'replica.log')
  const [primaryPort, replicaPort] = [await freePort(), await freePort()]
  const running: string[] = []
  const stop = () => {
    for (const data of running.reverse())
      try {
        tool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {}
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    tool('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync'])
    writeFileSync(join(primary, 'postgresql.conf'), settings(primaryPort, dir, 'wal_level = replica\n'), {
      flag: 'a',
    })
    tool('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-w', 'start'])
    running.push(primary)
    tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
    ])
    writeFileSync(
      join(replica, 'postgresql.conf'),
      settings(replicaPort, dir, "log_statement = 'all'\nhot_standby = on\n"),
      { flag: 'a' },
    )
    tool('pg_ctl', ['-D', replica, '-l', replicaLogFile, '-w', 'start'])
    running.push(replica)
  } catch (error) {
    stop()
    throw error
  }
  const url = (port: number, name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
  const onReplica = async (statement: string) => {
    const client = new pg.Client({ connectionString: url(replicaPort, 'postgres') })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  return {
    primaryUrl: (name) => url(primaryPort, name),
    replicaUrl: (name) => url(replicaPort, name),
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url(primaryPort, 'postgres') })
      await client.connect()
      await client.query(`create database ${name}`).finally(() => client.end())
    },
    replicaLog: (from = 0) => readFileSync(replicaLogFile, 'utf8').slice(from),
    pauseReplay: () => onReplica('select pg_wal_replay_pause()'),
    resumeReplay: () => onReplica('select pg_wal_replay_resume()'),
    stop,
  }
}
