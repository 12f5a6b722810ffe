/**
 * The simulators' game page (simulator/hub88Server.ts, simulator/slotegratorServer.ts): a third party's page,
 * in its own four languages (not Ficha's locales), with a real spin button. Never part of the product.
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The game page's words, in the four languages the operator may ask for (lang); the simulator's own. */
const WORDS = {
  zh: {
    balance: '余额',
    bet: '投注',
    spin: '旋转',
    won: '赢得',
    lost: '未中奖',
    refused: '运营商拒绝了投注',
    lobby: '返回大厅',
  },
  en: {
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    won: 'You won',
    lost: 'No win',
    refused: 'The operator refused the bet',
    lobby: 'Lobby',
  },
  sw: {
    balance: 'Salio',
    bet: 'Dau',
    spin: 'Zungusha',
    won: 'Umeshinda',
    lost: 'Hakuna ushindi',
    refused: 'Mwendeshaji amekataa dau',
    lobby: 'Ukumbi',
  },
  pt: {
    balance: 'Saldo',
    bet: 'Aposta',
    spin: 'Girar',
    won: 'Você ganhou',
    lost: 'Sem prêmio',
    refused: 'O operador recusou a aposta',
    lobby: 'Lobby',
  },
} as const
type Lang = keyof typeof WORDS
export const langOf = (value: string | null): Lang => (value && value in WORDS ? (value as Lang) : 'zh')

/**
 * Multipliers of a session's spins, in this order and then again: the first spin pays, so a test (or a
 * person trying it) sees a win credited at once.
 */
export const SPIN_CYCLE = [2, 0, 0.5, 0, 5, 0] as const

/** Bets the page offers, in reais. */
const BETS = [0.5, 1, 2, 5]

export const read = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The game page: the game's name, the balance, a bet picker and a spin button that posts to /game/spin of
 * the simulator serving it (which makes the provider's wallet calls), and a link back to the lobby.
 * `unitsPerReal`: how the protocol writes amounts (Hub88 1/100,000 of a real, GIS reais). A spin answer
 * carries `balance` and `win` in those units, and is refused when it carries a status other than RS_OK
 * (Hub88) or an error_code (GIS).
 */
const gamePage = (
  session: { name: string; lobbyUrl: string },
  id: string,
  lang: Lang,
  unitsPerReal: number,
): string => {
  const words = WORDS[lang]
  const options = BETS.map((bet) => `<option value="${bet}">R$ ${bet.toFixed(2)}</option>`).join('')
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(session.name)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#1b1035;color:#fff;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:24px}h1{font-size:22px}button,select{font-size:18px;padding:10px 18px;margin:6px;border-radius:8px}
button{background:#f5b700;border:0;font-weight:700;cursor:pointer}#result{min-height:1.5em;font-size:18px}a{color:#9cf}
</style></head>
<body><main data-session="${id}">
<h1>${escapeHtml(session.name)}</h1>
<p>${words.balance}: <strong id="balance">…</strong></p>
<label>${words.bet} <select id="bet">${options}</select></label>
<button id="spin" type="button">${words.spin}</button>
<p id="result" role="status"></p>
<p><a href="${escapeHtml(session.lobbyUrl)}" target="_top">${words.lobby}</a></p>
</main>
<script>
const words = ${JSON.stringify(words)};
const session = ${JSON.stringify(id)};
const money = (units) => 'R$ ' + (units / ${unitsPerReal}).toFixed(2);
const show = (answer) => { if (typeof answer.balance === 'number') document.getElementById('balance').textContent = money(answer.balance); };
const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, ...body }) }).then((r) => r.json());
post('/game/balance', {}).then(show);
document.getElementById('spin').addEventListener('click', async (event) => {
  event.target.disabled = true;
  const answer = await post('/game/spin', { bet: Number(document.getElementById('bet').value) });
  show(answer);
  const result = document.getElementById('result');
  const refusal = answer.error_code ? answer.error_description : answer.status && answer.status !== 'RS_OK' ? answer.status : null;
  result.textContent = refusal ? words.refused + ' (' + refusal + ')' : answer.win > 0 ? words.won + ' ' + money(answer.win) : words.lost;
  event.target.disabled = false;
});
</script></body></html>`
}

/** A game session a simulator opened at launch: the page's and the spins' state. */
export interface GameSession {
  user: string
  token: string
  gameCode: string
  name: string
  lobbyUrl: string
  spins: number
}

/** What a simulator's HTTP side adds to the game page: its protocol's routes, its units, its spin. */
export interface SimulatorRoutes {
  sessions: Map<string, GameSession>
  /** How the protocol writes amounts (gamePage's unitsPerReal). */
  unitsPerReal: number
  /** The provider's own routes: answers and says true, or says false for the routes below. */
  route: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>
  /** The game page's balance of the session, as the provider's wallet answers it. */
  balance: (session: GameSession) => Promise<unknown>
  /** One spin of `bet` reais: the wallet calls, answered with `balance` and `win` in the protocol's units. */
  spin: (session: GameSession, bet: number) => Promise<unknown>
}

/**
 * Starts a simulator's HTTP side on port (0, by default, picks a free one; host 127.0.0.1): its own routes, then the game page
 * (GET /game?session=) and its POST /game/spin and /game/balance; 404 for anything else, 500 with the
 * message when a route fails. Answers the base URL and a close that drops open connections.
 */
export const startSimulatorServer = async (
  routes: SimulatorRoutes,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string },
): Promise<{ url: string; close: () => Promise<void> }> => {
  const { sessions } = routes
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://simulator')
      if (await routes.route(request, response, url)) return
      if (request.method === 'GET' && url.pathname === '/game') {
        const id = url.searchParams.get('session') ?? ''
        const session = sessions.get(id)
        if (!session) return json(response, 404, { error: 'unknown session' })
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return response.end(gamePage(session, id, langOf(url.searchParams.get('lang')), routes.unitsPerReal))
      }
      if (request.method === 'POST' && (url.pathname === '/game/spin' || url.pathname === '/game/balance')) {
        const body = JSON.parse((await read(request)).toString('utf8')) as { session?: string; bet?: number }
        const session = sessions.get(String(body.session))
        if (!session) return json(response, 404, { error: 'unknown session' })
        if (url.pathname === '/game/balance') return json(response, 200, await routes.balance(session))
        if (typeof body.bet !== 'number' || !BETS.includes(body.bet))
          return json(response, 400, { error: 'bet not offered' })
        return json(response, 200, await routes.spin(session, body.bet))
      }
      json(response, 404, { error: 'not found' })
    } catch (error) {
      json(response, 500, { error: error instanceof Error ? error.message : 'failed' })
    }
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
