import type { PhoneFieldProps } from '../../ui/PhoneField'
import { PhoneField } from '../../ui/PhoneField'
import type { PhoneInput } from './phone'

export interface PhoneInputFieldProps
  extends Omit<PhoneFieldProps, 'prefix' | 'onPrefixChange' | 'value' | 'onChange'> {
  phone: PhoneInput
  onPhoneChange: (phone: PhoneInput) => void
}

/** The phone field of the auth forms, bound to one PhoneInput (prefix and national number). */
export function PhoneInputField({ phone, onPhoneChange, ...field }: PhoneInputFieldProps) {
  return (
    <PhoneField
      {...field}
      prefix={phone.prefix}
      onPrefixChange={(prefix) => onPhoneChange({ ...phone, prefix })}
      value={phone.national}
      onChange={(national) => onPhoneChange({ ...phone, national })}
    />
  )
}
