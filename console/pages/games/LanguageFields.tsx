import { LANGS, type Lang } from '@src/i18n/languages'
import { useT } from '@src/i18n/react'

/**
 * One text field a language, in the languages' order (a game's names or descriptions, a race's names): the
 * texts stay one record by language, and a field's label names its language in the operator's own.
 */
export function LanguageFields({
  label,
  texts,
  onChange,
  required = [],
  maxLength,
}: {
  /** The field's label, given its language's name. */
  label: (language: string) => string
  texts: Record<string, string>
  onChange: (texts: Record<string, string>) => void
  /** The languages that must be written. */
  required?: readonly Lang[]
  maxLength?: number
}) {
  const t = useT()
  return (
    <>
      {LANGS.map((lang) => (
        <label key={lang}>
          {label(t(`lang.${lang}`))}
          <input
            type="text"
            required={required.includes(lang)}
            maxLength={maxLength}
            value={texts[lang] ?? ''}
            onChange={(event) => onChange({ ...texts, [lang]: event.target.value })}
          />
        </label>
      ))}
    </>
  )
}
