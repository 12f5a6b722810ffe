/** The picture types a screenshot or a payment QR code may be; the server checks the content again. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Why a picked file cannot be sent, as a locale key; null when it can. */
export function checkImage(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'money.imageType'
  if (file.size > maxBytes) return 'money.imageSize'
  return null
}
