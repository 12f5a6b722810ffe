import { useStore } from '@nanostores/react'
import { useId, useState } from 'react'
import { $lang } from '../i18n'
import { useT } from '../i18n/react'
import { countryName, findPhoneCountry, flagEmoji, formatNationalPhone, PHONE_COUNTRIES } from '../validation'
import { TextField, type TextFieldProps } from './TextField'

export interface PhoneFieldProps extends Omit<TextFieldProps, 'start' | 'type' | 'label'> {
  label?: string
  /** The calling code, '+55'. */
  prefix: string
  onPrefixChange: (prefix: string) => void
}

/**
 * A phone number with its country prefix, formatted as typed for Brazil: (11) 98765-4321. The picker is a native <select> (the phone's own wheel or list,
 * accessible as is) laid transparently over a compact flag and code, so the box stays narrow. The countries'
 * names fill in when the picker is first touched or focused, before it opens: they come from the platform's
 * locale data, whose first use is a long task on a phone, and the login form's first screen shows none.
 */
export function PhoneField({ prefix, onPrefixChange, label, onChange, ...field }: PhoneFieldProps) {
  const t = useT()
  const lang = useStore($lang)
  const selectId = useId()
  const current = findPhoneCountry(prefix)
  const [named, setNamed] = useState(false)
  const name = () => setNamed(true)
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('auth.phonePlaceholder')}
      {...field}
      onChange={(typed) => onChange(formatNationalPhone(prefix, typed))}
      label={label ?? t('auth.phone')}
      start={
        <span className="ficha-field__prefix">
          <span aria-hidden="true">{current ? `${flagEmoji(current.iso)} ${current.prefix}` : prefix}</span>
          <select
            id={selectId}
            className="ficha-field__prefix-select"
            aria-label={t('auth.prefix')}
            value={prefix}
            onChange={(event) => onPrefixChange(event.currentTarget.value)}
            onPointerDown={name}
            onFocus={name}
          >
            {PHONE_COUNTRIES.map((country) => (
              <option key={country.iso} value={country.prefix}>
                {named
                  ? `${flagEmoji(country.iso)} ${countryName(country.iso, lang)} (${country.prefix})`
                  : `${flagEmoji(country.iso)} ${country.prefix}`}
              </option>
            ))}
          </select>
        </span>
      }
    />
  )
}
