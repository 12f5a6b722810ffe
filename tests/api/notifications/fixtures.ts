import type { App } from '@server/app'
import type { PlayerNoticePage, UnreadCounts } from '@src/contract/content'
import type { NoticeEvent, NoticeTicket } from '@src/contract/notifications'
import { call, type Player } from '../helpers'

/** A ticket for notice/stream, asked with the player's token. */
export const ticketOf = async (app: App, player: Player): Promise<string> => {
  const answer = await call<NoticeTicket>(app, 'notice/ticket', {}, { token: player.token })
  if (answer.code !== 1) throw new Error(`notice/ticket: ${answer.code} ${answer.msg}`)
  return answer.data.ticket
}

/** The player's unread counts (GET index/get_unread). */
export const unreadOf = async (app: App, player: Player) =>
  (await app.inject({ method: 'GET', url: '/api/index/get_unread', headers: { token: player.token } })).json()
    .data as UnreadCounts

/** The player's personal notices (index/get_my_msg), the first `limit`, in `lang`. */
export const noticesOf = (app: App, player: Player, limit: number, lang = 'pt') =>
  call<PlayerNoticePage>(app, 'index/get_my_msg', { page: 1, limit }, { token: player.token, lang })

export interface StreamEvent {
  event: string
  data: unknown
}

/**
 * notice/stream opened on a listening server: the events as they come (`events`), `next(name)` waiting for
 * the next one of that name, and `close()`.
 */
export const openStream = async (base: string, ticket: string, lang = 'pt') => {
  const controller = new AbortController()
  const response = await fetch(
    `${base}/api/notice/stream?ticket=${encodeURIComponent(ticket)}&lang=${lang}`,
    {
      signal: controller.signal,
    },
  )
  const events: StreamEvent[] = []
  const waiting: { name: string; seen: number; resolve: (event: StreamEvent) => void }[] = []
  const settle = () => {
    for (const wait of [...waiting]) {
      const found = events.slice(wait.seen).find((event) => event.event === wait.name)
      if (found) {
        waiting.splice(waiting.indexOf(wait), 1)
        wait.resolve(found)
      }
    }
  }
  let used = 0
  const contentType = response.headers.get('content-type') ?? ''
  if (contentType.startsWith('text/event-stream') && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      let buffer = ''
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) return
          buffer += value
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const name = /^event: (.*)$/m.exec(block)?.[1]
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (name && data) events.push({ event: name, data: JSON.parse(data) })
            end = buffer.indexOf('\n\n')
          }
          settle()
        }
      } catch {
        // Aborted by close().
      }
    })()
  }
  return {
    response,
    contentType,
    events,
    /** The next event of that name after those already taken this way. */
    next: (name: string): Promise<StreamEvent> =>
      new Promise((resolve) => {
        waiting.push({
          name,
          seen: used,
          resolve: (event) => {
            used = events.indexOf(event) + 1
            resolve(event)
          },
        })
        settle()
      }),
    notice: async (): Promise<NoticeEvent> => {
      const event = await new Promise<StreamEvent>((resolve) => {
        waiting.push({
          name: 'notice',
          seen: used,
          resolve: (found) => {
            used = events.indexOf(found) + 1
            resolve(found)
          },
        })
        settle()
      })
      return event.data as NoticeEvent
    },
    close: () => controller.abort(),
  }
}

/** A listening server's base URL (loopback, a port of its own). */
export const listening = async (app: App): Promise<string> => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return address.replace('localhost', '127.0.0.1')
}
