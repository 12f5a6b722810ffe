import type { Localized } from '../../db/localized'
import texts from './pages.json'

/** The seeded long texts (index/get_contents). Plain text; paragraphs separated by a blank line. */
export interface PageText {
  key: string
  title: Localized
  body: Localized
}

/**
 * Every page the seed writes, in one list. The texts are data (pages.json): per language, a page's body is a
 * list of paragraphs, joined here by a blank line.
 */
export const PAGES: PageText[] = texts.map(({ key, title, body }) => ({
  key,
  title,
  body: Object.fromEntries(
    Object.entries(body).map(([lang, paragraphs]) => [lang, paragraphs.join('\n\n')]),
  ) as Localized,
}))
