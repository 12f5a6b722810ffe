/**
 * The PIX 'copia e cola' BR Code: an EMV merchant-presented QR payload (Banco Central, Manual de Padrões
 * para Iniciação do Pix; Manual do BR Code). Pure, for the server and any client. Written here rather than
 * taken from @brazilian-utils, whose generator fixes the merchant category code and takes reais as floats.
 */

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over the UTF-8 bytes.
 * @internal Tested directly.
 */
export const crc16 = (text: string): number => {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

/** One EMV data object: id, two-digit length, value. */
const field = (id: string, value: string): string => {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Names and cities in printable ASCII (accents dropped), cut to the field's size. */
const ascii = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[^\u0020-\u007e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()

/**
 * Centavos as the BR Code writes an amount: reais with a dot and two decimals (12345 -> '123.45').
 * @internal Tested directly.
 */
export const brCodeAmount = (centavos: number): string => {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) throw new RangeError(`Not an amount: ${centavos}`)
  const digits = String(centavos).padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** A txid the BR Code accepts: 1 to 25 letters and digits. */
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/

export interface BrCodeInput {
  /** The receiver's PIX key in its DICT form (CPF/CNPJ digits, +55 phone, lower-case e-mail, EVP). */
  key: string
  /** At most 25 characters once folded to ASCII. */
  merchantName: string
  /** At most 15 characters once folded to ASCII. */
  merchantCity: string
  /** Merchant category code, 4 digits; '0000' when not informed. */
  mcc?: string
  /** Centavos; left out, the payer types the amount. */
  amount?: number
  /** Ties the payment to an order; '***' (none) when left out. */
  txid?: string
  /** Free text shown to the payer (26-02). */
  description?: string
}

/** The BR Code payload, CRC included: 00 format, 26 PIX account, 52 MCC, 53 BRL, 54 amount, 58, 59, 60, 62, 63. */
export const buildBrCode = ({
  key,
  merchantName,
  merchantCity,
  mcc = '0000',
  amount,
  txid,
  description,
}: BrCodeInput): string => {
  if (!/^\d{4}$/.test(mcc)) throw new RangeError('The MCC is 4 digits')
  if (txid !== undefined && !TXID_PATTERN.test(txid)) throw new RangeError('A txid is 1-25 letters or digits')
  const name = ascii(merchantName, 25)
  const city = ascii(merchantCity, 15)
  if (!key || !name || !city) throw new RangeError('A BR Code needs a key, a merchant name and a city')
  const keyed = field('00', 'br.gov.bcb.pix') + field('01', key)
  // The description gets what the 99-character template has left.
  const info = ascii(description ?? '', 99 - keyed.length - 4)
  const account = keyed + (info ? field('02', info) : '')
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', mcc) +
    field('53', '986') +
    (amount === undefined ? '' : field('54', brCodeAmount(amount))) +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txid ?? '***')) +
    '6304'
  return payload + crc16(payload).toString(16).toUpperCase().padStart(4, '0')
}
