/**
 * A person's name as it is checked and stored: NFC, so an accent typed as a combining mark (as iOS and macOS
 * paste it) is the same letter as the precomposed one; trimmed, with single spaces between words.
 */
export const normalizeName = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ')

/**
 * Whether a name (normalised) is in the plain letters an ID document carries: styled look-alikes (mathematical
 * 𝐌, fullwidth Ｍ, ligatures, superscripts) are compatibility forms, which NFKC folds to other letters.
 */
export const isPlainName = (name: string): boolean => name === name.normalize('NFKC')
