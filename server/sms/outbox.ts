import type { SmsMessage, SmsSender } from '.'

export interface OutboxEntry {
  phone: string
  purpose: string
  code: string
  sentAt: string
}

/** How many messages the outbox keeps (the oldest go first). */
const CAPACITY = 1000

/**
 * Outside production only: the codes this process sent, so tests and testers can complete a sign-up
 * (GET /api/dev/outbox). In memory: the database keeps only hashes of codes.
 */
export class DevOutbox {
  private readonly entries: OutboxEntry[] = []

  record({ phone, purpose, code }: SmsMessage): void {
    this.entries.push({ phone, purpose, code: code ?? '', sentAt: new Date().toISOString() })
    if (this.entries.length > CAPACITY) this.entries.shift()
  }

  /** The newest messages to a phone first. */
  latest(phone: string, limit = 10): OutboxEntry[] {
    return this.entries
      .filter((entry) => entry.phone === phone)
      .slice(-limit)
      .reverse()
  }

  /** A sender that records each delivered message here too. */
  recording(sender: SmsSender): SmsSender {
    return {
      send: async (message) => {
        await sender.send(message)
        this.record(message)
      },
    }
  }
}
