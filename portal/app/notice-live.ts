import { isMoneyCategory, type LiveNotice, type NoticeEvent } from '../../src/contract/notifications'
import type { Balances } from '../../src/contract/wallet'
import { $heardNotice, $noticeSync } from '../../src/features/notices/live-store'
import { noticeText } from '../../src/features/notices/text'
import { $unread } from '../../src/features/notices/unread'
import { $lang, t } from '../../src/i18n'
import { $token } from '../../src/session/store'
import { refreshBalances, takeBalances } from './balance'
import { API_BASE, api, feedback } from './services'

/** After a dropped stream or a refused ticket, the next try waits this long. */
const RETRY_MS = 5_000

interface Connection {
  token: string
  lang: string
  source: EventSource | null
  timer: ReturnType<typeof setTimeout> | undefined
}

let current: Connection | null = null

const stop = (): void => {
  if (!current) return
  clearTimeout(current.timer)
  current.source?.close()
  current = null
}

const retry = (connection: Connection): void => {
  connection.source?.close()
  connection.source = null
  if (connection === current) connection.timer = setTimeout(() => void connect(connection), RETRY_MS)
}

/** A money notification also shows as a toast: the player sees it wherever they are. */
const heard = (notice: LiveNotice): void => {
  $heardNotice.set(notice)
  if (isMoneyCategory(notice.kind)) feedback.toast(noticeText(t, notice).title)
}

/**
 * Opens notice/stream with a fresh single-use ticket (an EventSource sends no token header). Any error —
 * the network, a used or expired ticket, a server restart — closes it and asks a new ticket a little later,
 * rather than letting EventSource retry a URL whose ticket is spent.
 */
const connect = async (connection: Connection): Promise<void> => {
  let ticket: string
  try {
    ticket = (await api.post('notice/ticket', undefined, { silent: true })).ticket
  } catch {
    retry(connection)
    return
  }
  if (connection !== current || typeof EventSource === 'undefined') return
  const query = new URLSearchParams({ ticket, lang: connection.lang })
  const source = new EventSource(`${API_BASE}notice/stream?${query}`)
  connection.source = source
  // On (re)connecting: what moved while the channel was closed is read again.
  source.addEventListener('sync', (event) => {
    $unread.set({ notices: (JSON.parse(event.data) as { unread: number }).unread })
    $noticeSync.set($noticeSync.get() + 1)
    void refreshBalances()
  })
  source.addEventListener('balance', (event) => takeBalances(JSON.parse(event.data) as Balances))
  source.addEventListener('notice', (event) => {
    const { notice, unread } = JSON.parse(event.data) as NoticeEvent
    $unread.set({ notices: unread })
    heard(notice)
  })
  source.onerror = () => retry(connection)
}

/** The live channel for the logged-in player: one per tab, opened at log-in, ended at log-out. */
export function ensureNoticeStream(): void {
  const token = $token.get()
  const lang = $lang.get()
  if (!token) {
    stop()
    return
  }
  if (current?.token === token && current.lang === lang) return
  stop()
  const connection: Connection = { token, lang, source: null, timer: undefined }
  current = connection
  void connect(connection)
}

$token.listen(() => ensureNoticeStream())
$lang.listen(() => ensureNoticeStream())
