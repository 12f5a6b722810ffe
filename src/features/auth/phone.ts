import { PHONE_COUNTRIES } from '../../validation'

/** A phone number as typed: the picked calling code and the national part. */
export interface PhoneInput {
  prefix: string
  national: string
}

/** Brazil's +55: the first of the prefix list. */
const DEFAULT_PREFIX = PHONE_COUNTRIES[0]?.prefix ?? '+55'

export const emptyPhone = (): PhoneInput => ({ prefix: DEFAULT_PREFIX, national: '' })
