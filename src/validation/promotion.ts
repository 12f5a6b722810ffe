/**
 * The Brazilian advertising rules a promotion is checked against before it is published (Portaria SPA/MF
 * 1.231/2024, chapter on advertising; docs/compliance.md). Pure, shared by the console's editors (shown
 * before saving) and the server (which refuses). "18+" and the "Publicidade" label are not the operator's to
 * write: the portal adds both to every promotion it shows.
 */
import { LANGS, type Lang } from '../i18n/languages'

/**
 * Words that promise something for nothing, in any of the languages (a Portuguese text may borrow the
 * English "free"). Matched as whole words, case and accents as written.
 */
const FREE_WORDS = [
  'grátis',
  'gratis',
  'gratuito',
  'gratuita',
  'gratuitos',
  'gratuitas',
  'gratuitamente',
  'de graça',
  'sem custo',
  'free',
  'for free',
  'no cost',
  'bure',
  'bila malipo',
  '免费',
  '白送',
  '零成本',
]

/** Names an image file of money would carry: a name is all Ficha can read of an image. */
const MONEY_IMAGE_WORDS = [
  'money',
  'cash',
  'coin',
  'coins',
  'banknote',
  'dollar',
  'dinheiro',
  'nota',
  'notas',
  'moeda',
  'moedas',
  'reais',
  'grana',
  'pesa',
  'sarafu',
  '钱',
  '现金',
  '钞票',
]

/** A word as a pattern: a whole word where the script has spaces (any run of them inside), anywhere in Chinese. */
const wordPattern = (word: string) => ({
  word,
  pattern: /^\p{Script=Han}+$/u.test(word)
    ? new RegExp(word, 'u')
    : new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/ /g, '\\s+')}(?=$|[^\\p{L}\\p{N}])`, 'iu'),
})

const FREE_PATTERNS = FREE_WORDS.map(wordPattern)
const MONEY_PATTERNS = MONEY_IMAGE_WORDS.map(wordPattern)

/** An image address's file name as words: _ - . and digits part them too (notas_100.webp). */
const fileNameWords = (image: string): string => {
  const name = image.split(/[?#]/)[0]?.split('/').at(-1) ?? ''
  let decoded = name
  try {
    decoded = decodeURIComponent(name)
  } catch {
    // A stray % leaves the name as written.
  }
  return decoded.replace(/[\d_.-]+/g, ' ')
}

export interface PromotionDraft {
  /** Every text the promotion shows (title, body), each per language. */
  texts: readonly Partial<Record<Lang, string>>[]
  /** Whether any condition applies: a deposit, a stake, wagering, a time or a place limit. */
  conditions: boolean
  /** The image's address, when the promotion has one. */
  image?: string
  /** The operator's declaration that the image shows no money (notes, coins, piles of cash). */
  imageShowsNoMoney?: boolean
}

/** A rule broken: `freeWithConditions` names the language and the word; the image rules name the image. */
export type PromotionProblem =
  | { rule: 'freeWithConditions'; lang: Lang; word: string }
  | { rule: 'imageNotDeclared' }
  | { rule: 'imageNamesMoney'; word: string }

/** The first rule the promotion breaks, or null when it may be published. */
export const promotionProblem = (draft: PromotionDraft): PromotionProblem | null => {
  if (draft.conditions) {
    for (const lang of LANGS) {
      for (const text of draft.texts) {
        const written = text[lang]
        if (!written) continue
        const found = FREE_PATTERNS.find(({ pattern }) => pattern.test(written))
        if (found) return { rule: 'freeWithConditions', lang, word: found.word }
      }
    }
  }
  if (draft.image !== undefined) {
    const words = fileNameWords(draft.image)
    const money = MONEY_PATTERNS.find(({ pattern }) => pattern.test(words))
    if (money) return { rule: 'imageNamesMoney', word: money.word }
    if (!draft.imageShowsNoMoney) return { rule: 'imageNotDeclared' }
  }
  return null
}
