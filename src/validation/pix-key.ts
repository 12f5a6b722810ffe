import {
  type PixKeyType as DictKeyType,
  getPixKeyInfo,
} from '@brazilian-utils/brazilian-utils/get-pix-key-info'
import type { PixKeyType } from '../contract/money'
import type { ValidationKey } from './message-key'

const DICT_TYPE: Record<PixKeyType, DictKeyType> = {
  CPF: 'cpf',
  CNPJ: 'cnpj',
  PHONE: 'phone',
  EMAIL: 'email',
  EVP: 'evp',
}

/**
 * The key in the DICT's canonical form (CPF/CNPJ without mask, '+55' mobile phone, lower-case e-mail of at
 * most 77 characters, lower-case EVP), or null when it is not a valid key of the chosen type.
 */
export const normalizePixKey = (type: PixKeyType, value: string): string | null => {
  const typed = value.trim()
  // A phone typed without '+55' could also read as a CPF (11 digits): the chosen type settles it.
  const input = type === 'PHONE' && !typed.startsWith('+') ? `+55${typed}` : typed
  const info = getPixKeyInfo(input)
  return info?.type === DICT_TYPE[type] ? info.value : null
}

export const validatePixKey = (type: PixKeyType, value: string): ValidationKey | null =>
  normalizePixKey(type, value) === null ? 'validation.pixKey' : null
