import { $operatorLanguage } from '@console/app/operator-language'
import { useStore } from '@nanostores/react'
import { LANGS, type Lang } from '@src/i18n/languages'
import type { Localized } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'

/** The languages as a multi-language form lists them: the operator's default first, then the others. */
export const formLanguages = (first: Lang): Lang[] => [first, ...LANGS.filter((lang) => lang !== first)]

/** The languages written (spaces trimmed), the empty ones left out: what the server stores. */
export const writtenTexts = (texts: Localized): Localized =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([lang, text]) => [lang, text?.trim() ?? ''])
      .filter(([, text]) => text !== ''),
  )

/**
 * One text field a language (a game's names or descriptions, a race's names), the operator's default
 * language first: the texts stay one record by language, and a field's label names its language in the
 * operator's own. `required`: the default language's field must be written (players whose language is
 * left empty read it).
 */
export function LanguageFields({
  label,
  texts,
  onChange,
  required = false,
  maxLength,
}: {
  /** The field's label, given its language's name. */
  label: (language: string) => string
  texts: Localized
  onChange: (texts: Localized) => void
  required?: boolean
  maxLength?: number
}) {
  const t = useT()
  const first = useStore($operatorLanguage)
  return (
    <>
      {formLanguages(first).map((lang) => (
        <label key={lang}>
          {label(t(`console.messages.language.${lang}`))}
          {required && lang === first ? ' *' : ''}
          <input
            type="text"
            lang={lang}
            required={required && lang === first}
            maxLength={maxLength}
            value={texts[lang] ?? ''}
            onChange={(event) => onChange({ ...texts, [lang]: event.target.value })}
          />
        </label>
      ))}
      {required ? (
        <p className="wide console-players__hint">
          {t('console.languages.required', { lang: t(`console.messages.language.${first}`) })}
        </p>
      ) : null}
    </>
  )
}
