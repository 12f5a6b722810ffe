// The partners' clicks of bench-partner-clicks.mjs, sent from a process of its own so that making them takes
// none of the server's CPU (forked by the bench). Arguments: the server's URL, the partner's id, clicks a
// second. Each message { seconds } sends that many clicks a second for that long, paced every 10 ms (a late
// tick sends what is due), each from an address of its own (X-Forwarded-For) with a browser's user agent,
// and answers { sent, recorded: answered code 1, seconds of sending } once every answer is in.
import http from 'node:http'

const [url, partner, rate] = process.argv.slice(2)
const CLICKS_PER_SECOND = Number(rate)
const AGENT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** Clicks sent by this process: each one's address (11.x.y.z, apart from the spins' 10.x.y.z). */
let address = 0

/** One click: whether it was recorded (code 1). */
const click = () =>
  new Promise((resolve) => {
    address += 1
    const n = address
    const request = http.request(
      `${url}/api/partner/click`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'user-agent': AGENT,
          'x-forwarded-for': `11.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()).code === 1))
      },
    )
    request.on('error', () => resolve(false))
    request.end(JSON.stringify({ partner: Number(partner), source: 'link', sub1: `bench-${n % 50}` }))
  })

const run = async (seconds) => {
  const started = performance.now()
  const answers = []
  let elapsed = 0
  for (;;) {
    elapsed = (performance.now() - started) / 1_000
    if (elapsed >= seconds) break
    for (const due = Math.floor(elapsed * CLICKS_PER_SECOND); answers.length < due; ) answers.push(click())
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const recorded = (await Promise.all(answers)).filter(Boolean).length
  return { sent: answers.length, recorded, seconds: elapsed }
}

process.on('message', async ({ seconds }) => process.send?.(await run(seconds)))
process.on('disconnect', () => process.exit(0))
