import { useId } from 'react'
import { TEXTAREA_MAX_LENGTH } from '../../constants'
import { fieldCss } from '../../ui/field.styles'
import { useStyles } from '../../ui/styles'
import { moneyCss } from './money.styles'

export interface MemoFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
}

/** A labelled free-text note, 140 characters at most (spec §5), with the characters left shown. */
export function MemoField({ label, value, onChange, maxLength = TEXTAREA_MAX_LENGTH }: MemoFieldProps) {
  useStyles(fieldCss)
  useStyles(moneyCss)
  const id = useId()
  return (
    <div className="ficha-field">
      <label className="ficha-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="ficha-textarea"
        value={value}
        maxLength={maxLength}
        rows={3}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-count`} className="ficha-field__hint ficha-memo__count">
        {value.length}/{maxLength}
      </p>
    </div>
  )
}
