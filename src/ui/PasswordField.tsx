import { useState } from 'react'
import { useT } from '../i18n/react'
import { Icon } from './icons'
import { TextField, type TextFieldProps } from './TextField'

/** A password input with a show/hide toggle (UI.md: passwords offer show/hide). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="ficha-field__toggle"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  )
}
