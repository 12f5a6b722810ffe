import { Code } from '@src/contract/codes'
import type { FaceNotice, FaceState } from '@src/contract/registration'
import { and, desc, eq, gte } from 'drizzle-orm'
import type { Db } from '../../db'
import { faceChecks, faceNoticeEvents } from '../../db/schema/registration'
import { ApiError } from '../../envelope'
import { logProtection } from '../audit'

/**
 * The face match (Law 14.790/2023 art. 23: identification with facial recognition; docs/compliance.md):
 * the identity provider opens a hosted session where the player shows the photo ID and their face
 * (liveness), and later reports its decision in a signed notice (identity/webhook), never at once.
 */
export interface FaceSessionRequest {
  /** Ours, for the provider's records: the face check's player. */
  reference: string
  cpf: string | null
  fullName: string | null
  birthDate: string | null
  /** Where the hosted page sends the player back. */
  returnUrl: string
}

export interface FaceProvider {
  /** Opens a hosted session: its id (named in the notices) and the page the player goes to. */
  startSession(request: FaceSessionRequest): Promise<{ sessionId: string; url: string }>
}

/**
 * HTTP: POST <url>/sessions with a bearer key, JSON in, `{ id, url }` out (the simulator's shape:
 * simulator/faceServer.ts). The operator aligns it with their provider's API; the interface stays.
 */
export const httpFaceProvider = (options: { url: string; apiKey: string | undefined }): FaceProvider => ({
  startSession: async (request) => {
    let answer: { id?: unknown; url?: unknown }
    try {
      const response = await fetch(`${options.url.replace(/\/$/, '')}/sessions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      answer = (await response.json()) as typeof answer
    } catch {
      throw new ApiError(Code.FaceProviderUnavailable)
    }
    if (typeof answer.id !== 'string' || typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url))
      throw new ApiError(Code.FaceProviderUnavailable)
    return { sessionId: answer.id, url: answer.url }
  },
})

/** The player's latest face match's state ('none' before any). */
export const faceStateOf = async (db: Db, userId: number): Promise<FaceState> => {
  const [latest] = await db
    .select({ state: faceChecks.state })
    .from(faceChecks)
    .where(eq(faceChecks.userId, userId))
    .orderBy(desc(faceChecks.createdAt), desc(faceChecks.id))
    .limit(1)
  return latest?.state ?? 'none'
}

/** Opens a hosted session for the player and records it pending; answers the page to send them to. */
export const startFaceCheck = async (
  db: Db,
  provider: FaceProvider,
  player: Omit<FaceSessionRequest, 'reference' | 'returnUrl'> & { userId: number },
  returnUrl: string,
): Promise<string> => {
  const { userId, ...person } = player
  const session = await provider.startSession({ reference: `user:${userId}`, returnUrl, ...person })
  await db.insert(faceChecks).values({ userId, sessionId: session.sessionId })
  return session.url
}

/**
 * A provider's signed notice (its signature checked by the route): the session's decision, once. A notice
 * whose event id was handled already, or that comes after the session was decided, changes nothing and
 * answers replayed. `passed` runs in the same transaction for a session that passed (the registration
 * completes with it).
 */
export const settleFaceNotice = async (
  db: Db,
  notice: FaceNotice,
  passed: (tx: Db, userId: number) => Promise<void>,
): Promise<{ replayed: boolean; face: FaceState }> =>
  db.transaction(async (tx) => {
    const [check] = await tx
      .select()
      .from(faceChecks)
      .where(eq(faceChecks.sessionId, notice.sessionId))
      .for('update')
    if (!check) throw new ApiError(Code.FaceSessionUnknown)
    const fresh = await tx
      .insert(faceNoticeEvents)
      .values({ eventId: notice.eventId, faceCheckId: check.id })
      .onConflictDoNothing()
      .returning({ eventId: faceNoticeEvents.eventId })
    if (fresh.length === 0 || check.state !== 'pending') return { replayed: true, face: check.state }
    await tx
      .update(faceChecks)
      .set({ state: notice.decision, decidedAt: new Date() })
      .where(eq(faceChecks.id, check.id))
    await logProtection(tx, check.userId, 'faceChecked', {
      sessionId: notice.sessionId,
      decision: notice.decision,
    })
    if (notice.decision === 'passed') await passed(tx, check.userId)
    return { replayed: false, face: notice.decision }
  })

/** Withdrawals with FACE_AT_WITHDRAWAL on: refused unless a face match passed within the last `minutes`. */
export const assertRecentFace = async (db: Db, userId: number, minutes: number, now = new Date()) => {
  const [recent] = await db
    .select({ id: faceChecks.id })
    .from(faceChecks)
    .where(
      and(
        eq(faceChecks.userId, userId),
        eq(faceChecks.state, 'passed'),
        gte(faceChecks.decidedAt, new Date(now.getTime() - minutes * 60_000)),
      ),
    )
    .limit(1)
  if (!recent) throw new ApiError(Code.FaceRequiredForWithdrawal)
}
