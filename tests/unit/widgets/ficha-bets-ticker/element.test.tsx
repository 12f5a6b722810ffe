import type { WinRow } from '@src/contract/feed'
import type { RaceBoard } from '@src/contract/race'
import { setupBundle } from '@widgets/core/bundle'
import { loadCatalogueChunk } from '@widgets/core/catalogue-chunks'
import { defineBetsTicker } from '@widgets/ficha-bets-ticker/element'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@src/i18n/react', () => import('@widgets/core/i18n'))

const row = (id: number, profit: number): WinRow => ({
  id,
  username: `+5511****${String(id).padStart(4, '0')}`,
  betAmount: 100,
  settledAmount: 100 + profit,
  profit,
  endedAt: '2026-03-09T12:00:00Z',
  apigames: { name: `Game ${id}`, image: '/api/assets/games/x.svg' },
})

const board = (score: number): RaceBoard => ({
  id: 7,
  name: 'Daily race',
  state: 'running',
  startsAt: '2026-03-09T03:00:00Z',
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  prizes: [5000, 2000, 1000],
  minStake: 100,
  top: [
    { place: 1, username: 'fic***ab', score, prize: 5000 },
    { place: 2, username: 'pla***99', score: 300, prize: 2000 },
  ],
})

const fetchMock = vi.fn<typeof fetch>()
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

beforeAll(async () => {
  setupBundle(undefined, loadCatalogueChunk)
  await loadCatalogueChunk('en')
  defineBetsTicker()
})
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('race/board')
      ? answer({ code: 1, data: board(900), msg: '' })
      : answer({ code: 1, data: [row(1, 50), row(2, -100)], msg: '' }),
  )
})
afterEach(() => {
  document.body.replaceChildren()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

async function mount(html: string) {
  await act(async () => {
    document.body.innerHTML = html
  })
  // The element renders once its catalogue has arrived, then asks for its feed.
  await vi.waitFor(() =>
    expect(document.body.firstElementChild?.shadowRoot?.querySelector('.ficha-root')).toBeTruthy(),
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)))
  return document.body.firstElementChild as HTMLElementTagNameMap['ficha-bets-ticker']
}

const requestOf = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? []
  return { url: String(url), body: JSON.parse(String(init?.body)), headers: init?.headers }
}

describe('<ficha-bets-ticker>', () => {
  it('asks bet/getWinList on api-base for `count` rows, in its language, and shows them', async () => {
    const ticker = await mount(
      '<ficha-bets-ticker api-base="https://ficha.example/api/" count="3" lang="en">',
    )
    expect(requestOf()).toMatchObject({
      url: 'https://ficha.example/api/bet/getWinList',
      body: { count: 3 },
      headers: { vuelang: 'en' },
    })
    const shadow = ticker.shadowRoot
    expect(shadow?.querySelector('.ficha-ticker__title')?.textContent).toBe('Latest bets & Race')
    expect(shadow?.textContent).toContain('+5511****0001')
    expect(shadow?.textContent).toContain('+5511****0002')
  })

  it('keeps count within 1 to 50 and uses 10 without it', async () => {
    await mount('<ficha-bets-ticker count="500"></ficha-bets-ticker>')
    expect(requestOf().body).toEqual({ count: 50, wins: false })
    document.body.replaceChildren()
    fetchMock.mockClear()
    await mount('<ficha-bets-ticker></ficha-bets-ticker>')
    expect(requestOf().body).toEqual({ count: 10, wins: false })
  })

  it('switches between the table, the winners and both with mode', async () => {
    const ticker = await mount('<ficha-bets-ticker lang="en"></ficha-bets-ticker>')
    const titles = () => [...(ticker.shadowRoot?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)
    expect(titles()).toEqual(['Latest bets & Race'])
    await act(async () => {
      ticker.mode = 'winners'
    })
    expect(titles()).toEqual(['Recent wins'])
    await act(async () => ticker.setAttribute('mode', 'both'))
    expect(titles()).toEqual(['Latest bets & Race', 'Recent wins'])
    await act(async () => {
      ticker.hideTitle = true
    })
    expect(titles()).toEqual([])
  })

  it('fills the winner ticker from the server’s list of wins, not from the newest rounds', async () => {
    await mount('<ficha-bets-ticker mode="winners" count="4"></ficha-bets-ticker>')
    expect(requestOf().body).toEqual({ count: 4, wins: true })
  })

  it('tells the page with ficha-error when the feed cannot be had, and shows the reason with a retry', async () => {
    fetchMock.mockImplementation(async () => answer({ code: 500, data: null, msg: 'Broken' }))
    const errors: string[] = []
    const listener = (event: CustomEvent<{ message: string }>) => errors.push(event.detail.message)
    document.addEventListener('ficha-error', listener)
    const ticker = await mount('<ficha-bets-ticker lang="en"></ficha-bets-ticker>')
    document.removeEventListener('ficha-error', listener)
    expect(errors).toEqual(['Broken'])
    expect(ticker.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain('Broken')
  })

  it('says the connection failed, in its language, when nothing answers', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    const ticker = await mount('<ficha-bets-ticker lang="en"></ficha-bets-ticker>')
    expect(ticker.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
      'Backend interface connection exception',
    )
  })

  it('a lang="pt" ticker on a partner origin the server does not allow says so in Portuguese, and the console names CORS_ORIGINS', async () => {
    // The server answers (a no-cors request gets through), but the browser refuses this page the answer.
    fetchMock.mockImplementation(async (_, init) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 })
      throw new TypeError('Failed to fetch')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const ticker = await mount('<ficha-bets-ticker api-base="https://ficha.example/api/" lang="pt">')
    await vi.waitFor(() => expect(ticker.shadowRoot?.querySelector('[role="alert"]')).toBeTruthy())
    const alert = ticker.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? ''
    expect(alert).toContain('Este site não está autorizado a mostrar o cassino.')
    expect(alert).not.toMatch(/[\u4e00-\u9fff]/)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CORS_ORIGINS'))
    expect(fetchMock).toHaveBeenCalledWith('https://ficha.example/api/bet/getWinList', {
      mode: 'no-cors',
      method: 'POST',
    })
    warn.mockRestore()
  })

  it('on the race tab, a board that cannot be had shows what went wrong with a retry, not that there is no race', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    const ticker = await mount('<ficha-bets-ticker lang="en" initial-tab="race"></ficha-bets-ticker>')
    await vi.waitFor(() => expect(ticker.shadowRoot?.querySelector('[role="alert"]')).toBeTruthy())
    expect(ticker.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
      'Backend interface connection exception',
    )
    expect(ticker.shadowRoot?.textContent).not.toContain('No race right now')
  })

  it('listens to the live stream on api-base when the browser has EventSource', async () => {
    const opened: string[] = []
    class FakeEventSource extends EventTarget {
      static readonly CLOSED = 2
      readyState = 0
      constructor(url: string) {
        super()
        opened.push(url)
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource)
    await mount(
      '<ficha-bets-ticker api-base="https://ficha.example/api/" count="4" lang="sw"></ficha-bets-ticker>',
    )
    // One stream for the rounds and the race (its board comes on connect): nothing is polled.
    expect(opened).toEqual(['https://ficha.example/api/bet/stream?count=4&lang=sw&race=true'])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('renders two tickers on one page, each with its own settings', async () => {
    await mount(
      '<ficha-bets-ticker count="2"></ficha-bets-ticker><ficha-bets-ticker mode="winners" count="4">',
    )
    const bodies = fetchMock.mock.calls
      .map((_, index) => requestOf(index))
      .filter(({ url }) => url.endsWith('getWinList'))
      .map(({ body }) => body.count)
      .sort()
    expect(bodies).toEqual([2, 4])
    const [table, winners] = document.querySelectorAll('ficha-bets-ticker')
    expect(table?.shadowRoot?.querySelector('table')).not.toBeNull()
    expect(winners?.shadowRoot?.querySelector('table')).toBeNull()
  })

  it('initial-tab="race" opens on the race: its top places with prizes, every paid place, and the time left', async () => {
    const ticker = await mount('<ficha-bets-ticker lang="en" initial-tab="race"></ficha-bets-ticker>')
    const shadow = ticker.shadowRoot
    const selected = shadow?.querySelector('[role="tab"][aria-selected="true"]')
    expect(selected?.textContent).toBe('Race')
    const rows = [...(shadow?.querySelectorAll('tbody tr') ?? [])].map((tr) => tr.textContent)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toContain('fic***ab')
    // Points are weighted stakes, not money: no R$ before them; the prize is money.
    const cells = [...(shadow?.querySelectorAll('tbody tr:first-child td') ?? [])].map((td) => td.textContent)
    expect(cells[2]).toBe('9,00')
    expect(cells[3]).toMatch(/^R\$\s50,00$/)
    // The third paid place is not taken yet: its prize shows all the same.
    expect(rows[2]).toMatch(/R\$\s10,00/)
    expect(shadow?.querySelector('.ficha-ticker__foot')?.textContent).toMatch(
      /Daily race · Ends in 0[01]:\d\d:\d\d/,
    )
    // Back to the latest bets.
    await act(async () => shadow?.querySelector<HTMLElement>('[role="tab"]')?.click())
    expect(shadow?.textContent).toContain('+5511****0001')
  })

  it('a race pushed on the stream replaces the board at once', async () => {
    const sources: EventTarget[] = []
    class FakeEventSource extends EventTarget {
      static readonly CLOSED = 2
      readyState = 1
      constructor() {
        super()
        sources.push(this)
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource)
    const ticker = await mount('<ficha-bets-ticker lang="en" initial-tab="race"></ficha-bets-ticker>')
    await act(async () => {
      sources[0]?.dispatchEvent(new MessageEvent('race', { data: JSON.stringify(board(12345)) }))
    })
    expect(ticker.shadowRoot?.querySelectorAll('tbody tr td')[2]?.textContent).toBe('123,45')
    await act(async () => {
      sources[0]?.dispatchEvent(new MessageEvent('race', { data: 'null' }))
    })
    expect(ticker.shadowRoot?.textContent).toContain('No race right now')
  })
})
