// A PgBouncer in transaction mode in front of the PostgreSQL `postgresUrl` names, for the tests
// (scripts/test.mjs): every database of that server is reachable through it under its own name, as
// docs/server.md sets production's up. It runs as the postgres user when started by root (PgBouncer
// refuses root), from a temporary directory removed by stop().
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.mjs'

const answers = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** Starts PgBouncer; resolves to the URL of `postgresUrl`'s database through it, and stop(). */
export const startPgbouncer = async (postgresUrl) => {
  const target = new URL(postgresUrl)
  const user = decodeURIComponent(target.username || 'postgres')
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'ficha-pgbouncer-'))
  chmodSync(dir, 0o777)
  const ini = join(dir, 'pgbouncer.ini')
  writeFileSync(join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(target.password)}"\n`)
  writeFileSync(
    ini,
    `[databases]
* = host=${target.hostname} port=${target.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
pool_mode = transaction
max_client_conn = 4000
default_pool_size = 20
reserve_pool_size = 5
ignore_startup_parameters = extra_float_digits
log_connections = 0
log_disconnections = 0
logfile = ${join(dir, 'pgbouncer.log')}
pidfile = ${join(dir, 'pgbouncer.pid')}
`,
  )
  const asRoot = process.getuid?.() === 0
  const child = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), ini], { stdio: 'ignore' })
  for (let tries = 0; !(await answers(port)); tries += 1) {
    if (tries > 100 || child.exitCode !== null)
      throw new Error(
        `PgBouncer did not start: ${readFileSync(join(dir, 'pgbouncer.log'), 'utf8').slice(-2000)}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const url = new URL(postgresUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    stop: () => {
      child.kill('SIGTERM')
      spawnSync('sleep', ['0.2'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
