import { useT } from '../../i18n/react'
import { TextField } from '../../ui/TextField'
import { type Identity, type IdentityField, maskCpf } from './identity'

export interface IdentityFieldsProps {
  value: Identity
  onChange: (value: Identity) => void
  errors: Partial<Record<IdentityField, string>>
}

/**
 * CPF (masked as typed), full name and date of birth: the brazil profile's sign-up fields.
 * Loaded only in that profile (RegisterForm imports it on demand).
 */
export default function IdentityFields({ value, onChange, errors }: IdentityFieldsProps) {
  const t = useT()
  return (
    <>
      <TextField
        label={t('signup.identity.cpf')}
        placeholder="000.000.000-00"
        value={value.cpf}
        onChange={(cpf) => onChange({ ...value, cpf: maskCpf(cpf) })}
        error={errors.cpf}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
      />
      <TextField
        label={t('signup.identity.fullName')}
        value={value.fullName}
        onChange={(fullName) => onChange({ ...value, fullName })}
        error={errors.fullName}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={120}
      />
      <TextField
        label={t('signup.identity.birthDate')}
        type="date"
        value={value.birthDate}
        onChange={(birthDate) => onChange({ ...value, birthDate })}
        error={errors.birthDate}
        autoComplete="bday"
        // The refusal says it already: the rule once, not twice.
        hint={errors.birthDate ? undefined : t('signup.identity.adultsOnly')}
      />
    </>
  )
}
