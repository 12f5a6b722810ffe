import type { IdentityState } from '@src/contract/protection'
import { eq } from 'drizzle-orm'
import type { IdentityProviderName } from '../../config'
import type { Db } from '../../db'
import { users } from '../../db/schema/users'
import { logProtection } from '../audit'
import { notifyPlayer } from '../notifications'

/**
 * The identity check (know your customer, Ordinance SPA/MF 722/2024): where a real KYC provider plugs in.
 * A provider receives the person a new player declared and answers the state to store at once; a provider
 * that works in the background answers 'pending' and later reports through setIdentityState (a webhook
 * route of its own, or the operator's admin/identity_review).
 */
export interface DeclaredPerson {
  userId: number
  /** 11 digits. */
  cpf: string
  fullName: string
  /** YYYY-MM-DD. */
  birthDate: string
}

export interface IdentityProvider {
  readonly name: string
  check(person: DeclaredPerson): Promise<Exclude<IdentityState, 'none'>>
}

/**
 * Development: a CPF whose check digits match (sign-up checked them) is verified at once, with no
 * outside source. Never in production (config refuses IDENTITY_PROVIDER=development there).
 */
const developmentProvider: IdentityProvider = {
  name: 'development',
  check: async () => 'verified',
}

/**
 * Manual, the production default: the player stays pending until an operator with
 * compliance:identity:review has checked the documents and decided (admin/identity_review).
 */
const manualProvider: IdentityProvider = {
  name: 'manual',
  check: async () => 'pending',
}

const PROVIDERS: Record<IdentityProviderName, IdentityProvider> = {
  development: developmentProvider,
  manual: manualProvider,
}

export const identityProvider = (name: IdentityProviderName): IdentityProvider => PROVIDERS[name]

/** Stores a new identity state and records who changed it (null: the provider). */
export const setIdentityState = async (
  db: Db,
  userId: number,
  state: IdentityState,
  detail: Record<string, unknown>,
  actorId: number | null = null,
): Promise<void> => {
  // One transaction: an operator's decision and its protection log and audit rows land together.
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: users.identityState })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    await tx.update(users).set({ identityState: state }).where(eq(users.id, userId))
    await logProtection(
      tx,
      userId,
      'identityChanged',
      { from: before?.state ?? 'none', to: state, ...detail },
      actorId,
    )
    // A decision (verified or refused) that changes the state tells the player; 'pending' tells nothing.
    if ((state === 'verified' || state === 'refused') && before?.state !== state)
      await notifyPlayer(tx, userId, 'identityDecision', { state })
  })
}

/** Runs the configured provider's check for a new player and stores its answer. */
export const checkIdentity = async (
  db: Db,
  provider: IdentityProvider,
  person: DeclaredPerson,
): Promise<void> => {
  const state = await provider.check(person)
  await setIdentityState(db, person.userId, state, { provider: provider.name })
}

export {
  assertRecentFace,
  faceStateOf,
  httpFaceProvider,
  settleFaceNotice,
  startFaceCheck,
} from './face'
