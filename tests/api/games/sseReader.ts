import { get, type IncomingMessage } from 'node:http'

export interface SseMessage {
  event: string
  data: string
  id?: string
}

/**
 * A minimal text/event-stream client over node:http (one socket each, no pooling), for tests and the
 * benchmark: collects events and hands them to whoever waits for one.
 */
export class SseReader {
  readonly messages: SseMessage[] = []
  private waiters: { match: (message: SseMessage) => boolean; resolve: (message: SseMessage) => void }[] = []
  private buffer = ''
  private readonly ended: Promise<void>

  private constructor(private readonly response: IncomingMessage) {
    response.setEncoding('utf8')
    response.on('data', (chunk: string) => this.feed(chunk))
    this.ended = new Promise((resolve) => response.on('end', resolve))
  }

  /** Connects; resolves with the response's status and content type once the headers arrive. */
  static open(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ reader: SseReader; status: number; type: string }> {
    return new Promise((resolve, reject) => {
      const request = get(url, { agent: false, headers }, (response) =>
        resolve({
          reader: new SseReader(response),
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
        }),
      )
      request.on('error', reject)
    })
  }

  /** The first event so far or to come that matches, or a rejection after `timeoutMs`. */
  next(match: (message: SseMessage) => boolean, timeoutMs = 5_000): Promise<SseMessage> {
    const seen = this.messages.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No matching event in time')), timeoutMs)
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer)
          resolve(message)
        },
      })
    })
  }

  /** Everything received as text, for answers that are not a stream (a JSON envelope). */
  async text(): Promise<string> {
    await this.ended
    return this.buffer
  }

  close(): void {
    this.response.destroy()
  }

  private feed(chunk: string): void {
    this.buffer += chunk
    for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + 2)
      const message: SseMessage = { event: 'message', data: '' }
      const data: string[] = []
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':')
        if (colon === 0) continue
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') message.event = value
        else if (field === 'data') data.push(value)
        else if (field === 'id') message.id = value
      }
      if (data.length === 0) continue
      message.data = data.join('\n')
      this.messages.push(message)
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true
        waiter.resolve(message)
        return false
      })
    }
  }
}
