import { Code } from '@src/contract/codes'
import type { Db } from '../../db'
import type { payoutAccounts } from '../../db/schema/money'
import type { User } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { complianceProfileOf } from '../settings'

type PayoutAccountRow = typeof payoutAccounts.$inferSelect

/**
 * Brazil profile (Ordinance SPA/MF 615/2024): pay out only to a PIX key registered under the player's own
 * CPF. A key is the player's when it is a PIX card (index/bind_card) whose holder CPF is the player's CPF
 * and, for a key of type CPF, the key itself is that CPF; a CNPJ key belongs to a company and never is.
 * Bank and crypto accounts never are.
 */
export const isOwnCpfAccount = (
  account: Pick<PayoutAccountRow, 'kind' | 'cpf' | 'number' | 'pixKeyType'>,
  playerCpf: string | null,
): boolean => {
  if (!playerCpf || account.kind !== 'pix' || account.cpf !== playerCpf) return false
  if (account.pixKeyType === 'CNPJ') return false
  return account.pixKeyType !== 'CPF' || account.number === playerCpf
}

/**
 * Refuses (brazil profile) a payout account that is not a PIX key (MethodNotAllowed) or not under the
 * player's CPF (PayoutNotOwnCpf). The CPF is the one the player signed up with, which never changes.
 */
export const assertOwnCpfAccount = async (
  db: Db,
  player: Pick<User, 'cpf'>,
  account: Pick<PayoutAccountRow, 'kind' | 'cpf' | 'number' | 'pixKeyType'>,
): Promise<void> => {
  if ((await complianceProfileOf(db)) !== 'brazil') return
  if (account.kind !== 'pix') throw new ApiError(Code.MethodNotAllowed)
  if (!isOwnCpfAccount(account, player.cpf)) throw new ApiError(Code.PayoutNotOwnCpf)
}
