/**
 * The simulators' game page (simulator/hub88Server.ts, simulator/slotegratorServer.ts): a third party's page,
 * in its own four languages (not Ficha's locales), with a real spin button. Never part of the product.
 */

import type { IncomingMessage, ServerResponse } from 'node:http'

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
export const BETS = [0.5, 1, 2, 5]

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
export const gamePage = (
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
