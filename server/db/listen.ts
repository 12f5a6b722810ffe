import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * Calls `onMessage` with the payload of every NOTIFY on `channel`, and `onGap` when the listening
 * connection is lost ('lost': nothing is heard until it is back) and when it is back ('back': what was
 * notified in between is lost, so drop what was learnt from the stream). Resolves to a function that stops it.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: (state: 'lost' | 'back') => void,
) => Promise<() => Promise<void>>

/** PGlite is one in-process connection: its NOTIFYs (sent at commit) come back to this process only. */
export const pgliteListen =
  (client: PGlite): Listen =>
  async (channel, onMessage) => {
    const stop = await client.listen(channel, onMessage)
    return () => stop()
  }

const RECONNECT_MS = 1_000

/**
 * LISTEN on PostgreSQL needs a connection of its own, outside the pool, held for the life of the process:
 * every server process sharing the database hears every NOTIFY. A lost connection is reopened (and its
 * channels listened again) after a second; notifications sent in between are lost, so listeners treat the
 * stream as a hint and readers still query the tables.
 */
export class PostgresListener {
  private client: pg.Client | null = null
  private readonly handlers = new Map<string, Set<(payload: string) => void>>()
  private readonly gaps = new Set<(state: 'lost' | 'back') => void>()
  private connecting: Promise<pg.Client> | null = null
  private closed = false
  private retry: ReturnType<typeof setTimeout> | undefined
  /** The LISTEN statements, one after the other: a pg client runs one query at a time, and the server
   * subscribes several channels at once when it starts. */
  private statements: Promise<unknown> = Promise.resolve()

  constructor(private readonly url: string) {}

  readonly listen: Listen = async (channel, onMessage, onGap) => {
    let set = this.handlers.get(channel)
    if (!set) {
      set = new Set()
      this.handlers.set(channel, set)
      // A connection being opened listens to every channel of handlers, this one included.
      if (this.client) await this.statement(this.client, channel)
      else await this.connect()
    }
    set.add(onMessage)
    if (onGap) this.gaps.add(onGap)
    return async () => {
      set.delete(onMessage)
      if (onGap) this.gaps.delete(onGap)
    }
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.retry)
    const client = this.client ?? (await this.connecting?.catch(() => null))
    this.client = null
    await client?.end().catch(() => undefined)
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= this.open().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url })
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '')
    })
    client.on('error', () => this.lost(client))
    client.on('end', () => this.lost(client))
    await client.connect()
    for (const channel of this.handlers.keys()) await this.statement(client, channel)
    this.client = client
    return client
  }

  private statement(client: pg.Client, channel: string): Promise<unknown> {
    const listen = () => client.query(`listen ${pg.escapeIdentifier(channel)}`)
    this.statements = this.statements.then(listen, listen)
    return this.statements
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return
    this.client = null
    if (this.closed) return
    for (const gap of this.gaps) gap('lost')
    const reconnect = () => {
      if (this.closed) return
      this.connect().then(
        () => {
          for (const gap of this.gaps) gap('back')
        },
        () => {
          this.retry = setTimeout(reconnect, RECONNECT_MS)
        },
      )
    }
    this.retry = setTimeout(reconnect, RECONNECT_MS)
  }
}
