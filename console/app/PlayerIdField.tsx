import { TextField, type TextFieldProps } from '@src/ui/TextField'

/** The id of the player a form acts on, typed by the operator: digits, posted as `userId`. */
export function PlayerIdField(field: Pick<TextFieldProps, 'label' | 'value' | 'onChange'>) {
  return <TextField {...field} inputMode="numeric" name="userId" autoComplete="off" />
}
