/**
 * The identity provider's side of the face match, in process, written from docs/compliance.md ("Identity
 * with a face") alone: POST /sessions opens a hosted document and liveness session; the player's outcome on
 * the hosted page (or a test's) becomes a signed notice to the operator's webhook. Outcomes:
 * - pass: the face matches the photo ID and is live ('passed');
 * - fail: it does not ('failed');
 * - timeout: the player never finished ('expired');
 * - replay: the last notice of the session is delivered again, unchanged.
 * simulator/faceServer.ts serves it over HTTP for `npm start` and the browser tests; the API tests use it
 * directly. Never part of the product.
 */
import { createHmac, randomUUID } from 'node:crypto'

/** POST /sessions's body, as the provider's documentation names it. */
export interface SessionRequest {
  reference: string
  returnUrl: string
  cpf: string | null
  fullName: string | null
  birthDate: string | null
}

export type FaceOutcome = 'pass' | 'fail' | 'timeout' | 'replay'

const DECISIONS = { pass: 'passed', fail: 'failed', timeout: 'expired' } as const

/** A notice as delivered: the raw body and the headers that sign it. */
export interface SignedNotice {
  body: string
  headers: Record<string, string>
}

/**
 * The notice's signature, with its own code: hex HMAC-SHA256 over `<unix seconds>.<raw body>`.
 * @internal Tests sign their own notices with it.
 */
export const signFaceNotice = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')

interface SimulatedSession {
  request: SessionRequest
  last?: SignedNotice
}

export class FaceSimulator {
  readonly sessions = new Map<string, SimulatedSession>()

  constructor(
    private readonly options: {
      /** Where the hosted pages live: <pageBase>/s/<session id>. */
      pageBase: string
      webhookSecret: string
      /** Delivers a notice to the operator (an HTTP POST, or a test's inject). */
      deliver: (notice: SignedNotice) => Promise<unknown>
    },
  ) {}

  open(request: SessionRequest): { id: string; url: string } {
    const id = `fs_${randomUUID()}`
    this.sessions.set(id, { request })
    return { id, url: `${this.options.pageBase}/s/${id}` }
  }

  /** The outcome of a session: its notice signed now and delivered (a replay sends the last one again). */
  async decide(id: string, outcome: FaceOutcome, now = Date.now()): Promise<SignedNotice> {
    const session = this.sessions.get(id)
    if (!session) throw new Error(`no face session ${id}`)
    if (outcome === 'replay') {
      if (!session.last) throw new Error(`face session ${id} sent nothing yet`)
      await this.options.deliver(session.last)
      return session.last
    }
    const body = JSON.stringify({
      eventId: `fe_${randomUUID()}`,
      sessionId: id,
      decision: DECISIONS[outcome],
    })
    const timestamp = Math.floor(now / 1000)
    const notice = {
      body,
      headers: {
        'content-type': 'application/json',
        'x-face-timestamp': String(timestamp),
        'x-face-signature': signFaceNotice(this.options.webhookSecret, timestamp, body),
      },
    }
    session.last = notice
    await this.options.deliver(notice)
    return notice
  }
}
