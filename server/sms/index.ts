import type { FastifyBaseLogger } from 'fastify'
import type { CodePurpose } from '../../src/contract/user'
import type { Config } from '../config'

export interface SmsMessage {
  phone: string
  /** A verification code's purpose, or a notice the rules ask to send by SMS (no code). */
  purpose: CodePurpose | 'statusNotice'
  code?: string
  /** The text as the player reads it, in their language. */
  text: string
}

/** Delivers a verification code or a notice; throws when the gateway refuses it. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/**
 * No gateway: nothing is delivered. In development (NODE_ENV=development only) the code is printed on the
 * terminal (stderr) for the person running the demo, apart from the log, which never holds codes or phones; in
 * tests the dev outbox is the only place it goes. Production refuses this provider.
 */
const consoleSender = (config: Config, log: FastifyBaseLogger): SmsSender => ({
  async send({ phone, purpose, code, text }) {
    log.info({ purpose }, 'SMS (console sender, not delivered)')
    if (config.env === 'development') process.stderr.write(`[dev SMS] ${phone} ${purpose}: ${code ?? text}\n`)
  },
})

/**
 * A real SMS gateway behind a webhook: POST {phone, text, code, purpose} as JSON, any 2xx is accepted.
 * @internal Tested directly.
 */
export const httpSender = (url: string): SmsSender => ({
  async send(message) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`)
  },
})

export const createSender = (config: Config, log: FastifyBaseLogger): SmsSender =>
  config.sms.provider === 'http' && config.sms.webhookUrl
    ? httpSender(config.sms.webhookUrl)
    : consoleSender(config, log)
