import type { FastifyBaseLogger } from 'fastify'
import type { CodePurpose } from '../../src/contract/user'
import type { Config } from '../config'

export interface SmsMessage {
  phone: string
  purpose: CodePurpose
  code: string
  /** The text as the player reads it, in their language. */
  text: string
}

/** Delivers a verification code; throws when the gateway refuses it. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/** Development: the code goes to the server log. */
export const consoleSender = (log: FastifyBaseLogger): SmsSender => ({
  async send({ phone, purpose, code }) {
    log.info({ phone, purpose, code }, 'SMS (console sender, not delivered)')
  },
})

/** A real SMS gateway behind a webhook: POST {phone, text, code, purpose} as JSON, any 2xx is accepted. */
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
    : consoleSender(log)
