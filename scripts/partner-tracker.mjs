#!/usr/bin/env node
// A partner's tracker on loopback for a manual try of the postbacks (docs/partners.md): prints each postback
// it receives, whether its signature checks out, and how it answered. The answers follow the script given
// (each event's tries in turn; past the end, 200), e.g. `fail,timeout` to see a retry and a timeout.
// Usage: node scripts/partner-tracker.mjs <partner's postback secret> [port, default 9090] [script]
import './tsx.mjs'

const { startPartnerTracker } = await import('../simulator/partnerTracker.ts')

const [secret, port = '9090', script = ''] = process.argv.slice(2)
if (!secret) {
  console.error('Usage: node scripts/partner-tracker.mjs <secret> [port] [fail,timeout,...]')
  process.exit(1)
}
const tracker = await startPartnerTracker({
  secret,
  port: Number(port),
  script: script ? script.split(',') : [],
})
console.log(
  `Partner tracker at ${tracker.url}: use it in the postback templates (e.g. ${tracker.url}/pb?c={click_id})`,
)
let shown = 0
setInterval(() => {
  for (const request of tracker.requests.slice(shown))
    console.log(
      `${new Date(request.at).toISOString()} ${request.answer}${request.duplicate ? ' (again)' : ''} ` +
        `signature ${request.signatureValid ? 'ok' : 'WRONG'} ${request.url}`,
    )
  shown = tracker.requests.length
}, 500)
