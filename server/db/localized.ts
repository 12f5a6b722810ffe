import { Code } from '../../src/contract/codes'
import type { Lang } from '../../src/i18n/languages'
import type { Localized } from '../../src/i18n/localized'
import { ApiError } from '../envelope'

// Content text stored per language (jsonb), read as the client reads it.
export { type Localized, localize } from '../../src/i18n/localized'

/** An operator's texts (a message, a race's or a game's name) must have the default language written. */
export const assertDefaultText = (lang: Lang, ...texts: Localized[]): void => {
  if (texts.some((text) => !text[lang]?.trim())) throw new ApiError(Code.DefaultTextMissing)
}
