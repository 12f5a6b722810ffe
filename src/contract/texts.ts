import { type TOptional, type TString, Type } from '@sinclair/typebox'
import { LANGS, type Lang } from '../i18n/languages'

/**
 * A text in each language the operator wrote, at least one: which one must be written is the operator's
 * DEFAULT_LANGUAGE, checked by the server (Code.DefaultTextMissing); a reader whose language is missing
 * reads the default language's (server/db/localized.ts).
 */
export const textsOf = (maxLength: number) =>
  Type.Object(
    Object.fromEntries(LANGS.map((lang) => [lang, Type.Optional(Type.String({ maxLength }))])) as Record<
      Lang,
      TOptional<TString>
    >,
    { additionalProperties: false, minProperties: 1 },
  )
export const Texts = textsOf(120)
export const LongTexts = textsOf(2000)
