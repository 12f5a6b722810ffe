import { useState } from 'react'
import { useT } from '../../i18n/react'
import { PasswordField } from '../../ui/PasswordField'
import type { TextFieldProps } from '../../ui/TextField'
import { type ValidationKey, validatePassword, validatePasswordRepeat } from '../../validation'

/** The state of a "new password twice" pair and its check: the repeat is compared once the first is valid. */
export function usePasswordPair(validateFirst: (value: string) => ValidationKey | null = validatePassword) {
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const check = () => {
    const passwordKey = validateFirst(password)
    const repeatKey = passwordKey ? null : validatePasswordRepeat(password, repeat)
    return { passwordKey, repeatKey }
  }
  return { password, setPassword, repeat, setRepeat, check }
}

type PasswordPair = ReturnType<typeof usePasswordPair>

export interface PasswordPairFieldsProps
  extends Omit<TextFieldProps, 'type' | 'end' | 'label' | 'value' | 'onChange' | 'error'> {
  pair: PasswordPair
  /** Translated messages for the first field and the repeat. */
  errors: { password?: string; repeat?: string }
  label?: string
  repeatLabel?: string
}

/** The new password and its confirmation, as the register, reset and settings forms ask for them. */
export function PasswordPairFields({
  pair,
  errors,
  label,
  repeatLabel,
  placeholder,
  ...input
}: PasswordPairFieldsProps) {
  const t = useT()
  const common = { autoComplete: 'new-password', ...input }
  return (
    <>
      <PasswordField
        {...common}
        label={label ?? t('auth.newPassword')}
        placeholder={placeholder ?? t('auth.newPasswordPlaceholder')}
        value={pair.password}
        onChange={pair.setPassword}
        error={errors.password}
      />
      <PasswordField
        {...common}
        label={repeatLabel ?? t('auth.confirmPassword')}
        placeholder={placeholder ?? t('auth.confirmPasswordPlaceholder')}
        value={pair.repeat}
        onChange={pair.setRepeat}
        error={errors.repeat}
      />
    </>
  )
}
