import { TextField } from '@src/ui/TextField'

/** The id of the player a form acts on, typed by the operator: digits, posted as `userId`. */
export function PlayerIdField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      name="userId"
      autoComplete="off"
    />
  )
}
