import { Code } from '@src/contract/codes'
import {
  type AddBankBody,
  type BindCardBody,
  MAX_PAYOUT_ACCOUNTS,
  type PayoutAccount,
} from '@src/contract/money'
import {
  normalizeCpf,
  normalizeName,
  normalizePixKey,
  validateAccountNumber,
  validateBankName,
  validateBranch,
  validateEmail,
  validatePersonName,
} from '@src/validation'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { uniqueViolation } from '../../db/errors'
import { orders, payoutAccounts } from '../../db/schema/money'
import type { User } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { lockPlayer, phoneFromUsername } from '../accounts'
import { assertOwnCpfAccount } from '../protection'
import { checkLinksOf } from '../rewards'
import { complianceProfileOf } from '../settings'
import { findOwnUpload } from './uploads'
import { type PayoutAccountRow, payoutAccountView } from './views'

type NewAccount = Omit<typeof payoutAccounts.$inferInsert, 'userId'>

/** 'Format error' naming the field, for the form to point at. */
const formatError = (field: string) => new ApiError(Code.FormatError, {}, { field })

/** A holder's name checked (styled look-alike letters told as such) and in the form it is stored. */
const holderName = (value: string, field: string): string => {
  const key = validatePersonName(value)
  if (key === 'validation.plainLetters') throw new ApiError(Code.NameStyledLetters, {}, { field })
  if (key) throw formatError(field)
  return normalizeName(value)
}

const phoneOf = (value: string): string => {
  const phone = phoneFromUsername(value)
  if (!phone) throw new ApiError(Code.PhoneInvalid)
  return phone
}

/** Checks each field of index/add_bank in the order of the form, and answers the row to store. */
const bankAccount = async (db: Db, userId: number, body: AddBankBody): Promise<NewAccount> => {
  if (validateBankName(body.bankName)) throw formatError('bankName')
  const holder = holderName(body.realName, 'realName')
  if (validateAccountNumber(body.accountNumber, body.virtual)) throw formatError('accountNumber')
  const phone = phoneOf(body.phone)
  const branch = body.branch?.trim() ?? ''
  if (branch && validateBranch(branch)) throw formatError('branch')
  const qrCode = body.qrCode ? await findOwnUpload(db, userId, body.qrCode) : null
  if (body.qrCode && !qrCode) throw formatError('qrCode')
  const reservedPhone = body.reservedPhone?.trim() ? phoneOf(body.reservedPhone) : ''
  return {
    kind: body.virtual ? 'crypto' : 'bank',
    bankName: body.bankName.trim(),
    holder,
    number: body.accountNumber.trim(),
    branch,
    phone,
    reservedPhone,
    memo: body.memo?.trim() ?? '',
    qrUploadId: qrCode?.id ?? null,
  }
}

/** Checks each field of index/bind_card and answers the row to store (key in its DICT form). */
const pixCard = (body: BindCardBody): NewAccount => {
  const firstName = holderName(body.firstName, 'firstName')
  const lastName = holderName(body.lastName, 'lastName')
  // Optional: a PIX payout needs the key and the holder, not the holder's e-mail or phone.
  const email = body.email?.trim().toLowerCase() ?? ''
  if (email !== '' && validateEmail(email)) throw new ApiError(Code.EmailInvalid)
  const phone = body.phone?.trim() ? phoneOf(body.phone) : ''
  const cpf = normalizeCpf(body.cpf)
  if (!cpf) throw new ApiError(Code.CpfInvalid)
  const key = normalizePixKey(body.pixKeyType, body.pixKey)
  if (!key) throw new ApiError(Code.PixKeyInvalid, { type: body.pixKeyType })
  return {
    kind: 'pix',
    bankName: 'PIX',
    holder: `${firstName} ${lastName}`,
    number: key,
    phone,
    email,
    cpf,
    pixKeyType: body.pixKeyType,
  }
}

/** Stores a receiving account: at most MAX_PAYOUT_ACCOUNTS, each once (counted under the player's lock). */
const addAccount = async (db: Db, userId: number, account: NewAccount): Promise<PayoutAccount> => {
  try {
    const row = await db.transaction(async (tx) => {
      await lockPlayer(tx, userId)
      const [held] = await tx
        .select({ value: count() })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.deletedAt)))
      if ((held?.value ?? 0) >= MAX_PAYOUT_ACCOUNTS) {
        throw new ApiError(Code.PayoutAccountLimit, { count: MAX_PAYOUT_ACCOUNTS })
      }
      const [inserted] = await tx
        .insert(payoutAccounts)
        .values({ ...account, userId })
        .returning()
      if (!inserted) throw new Error('Payout account not written')
      // A CPF or PIX key shared with the inviter (or an invitee) links the accounts for review.
      await checkLinksOf(tx, userId)
      return inserted
    })
    return payoutAccountView(row)
  } catch (error) {
    if (uniqueViolation(error) === 'payout_accounts_unique_number') {
      throw new ApiError(Code.PayoutAccountDuplicate)
    }
    throw error
  }
}

export const addBankAccount = async (db: Db, userId: number, body: AddBankBody): Promise<PayoutAccount> => {
  const account = await bankAccount(db, userId, body)
  // Brazil: no bank transfers to third parties and no crypto: payouts by PIX to the player's own CPF.
  if ((await complianceProfileOf(db)) === 'brazil') throw new ApiError(Code.MethodNotAllowed)
  return addAccount(db, userId, account)
}

export const bindPixCard = async (
  db: Db,
  player: Pick<User, 'id' | 'cpf'>,
  body: BindCardBody,
): Promise<PayoutAccount> => {
  const account = pixCard(body)
  await assertOwnCpfAccount(db, player, {
    kind: 'pix',
    cpf: account.cpf ?? '',
    number: account.number,
    pixKeyType: account.pixKeyType ?? null,
  })
  return addAccount(db, player.id, account)
}

/** The player's receiving accounts, oldest first, deleted ones left out. */
export const listPayoutAccounts = async (db: Db, userId: number): Promise<PayoutAccountRow[]> =>
  db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.deletedAt)))
    .orderBy(asc(payoutAccounts.id))

/**
 * Deletes a receiving account (soft: records keep it). Refused while a withdrawal to it is unpaid; the
 * player's lock keeps a new withdrawal from slipping in between the check and the delete.
 */
export const deletePayoutAccount = async (db: Db, userId: number, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const [account] = await tx
      .select({ id: payoutAccounts.id })
      .from(payoutAccounts)
      .where(
        and(eq(payoutAccounts.id, id), eq(payoutAccounts.userId, userId), isNull(payoutAccounts.deletedAt)),
      )
    if (!account) throw new ApiError(Code.PayoutAccountNotFound)
    const [pending] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.payoutAccountId, id), eq(orders.status, 'unpaid')))
      .limit(1)
    if (pending) throw new ApiError(Code.PayoutAccountBusy)
    await tx.update(payoutAccounts).set({ deletedAt: new Date() }).where(eq(payoutAccounts.id, id))
  })
