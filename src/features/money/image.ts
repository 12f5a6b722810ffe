import { UPLOAD_TYPES } from '../../contract/money-values'

/** Why a picked file cannot be sent, as a locale key; null when it can. The server checks the content again. */
export function checkImage(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'money.imageType'
  if (file.size > maxBytes) return 'money.imageSize'
  return null
}
