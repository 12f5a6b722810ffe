import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { fieldCss } from './field.styles'
import { useStyles } from './styles'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  /** A message already translated; shown under the field and announced. */
  error?: string | null
  hint?: ReactNode
  /** Before the input inside the box (e.g. the phone prefix picker). */
  start?: ReactNode
  /** After the input inside the box (e.g. show/hide, send code). */
  end?: ReactNode
}

/** A labelled input with its error and hint wired to it for screen readers. */
export function TextField({ label, value, onChange, error, hint, start, end, id, ...input }: TextFieldProps) {
  useStyles(fieldCss)
  const ownId = useId()
  const inputId = id ?? ownId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
  return (
    <div
      className={`ficha-field${error ? ' ficha-field--invalid' : ''}${input.readOnly ? ' ficha-field--readonly' : ''}`}
    >
      <label className="ficha-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ficha-field__control">
        {start}
        <input
          {...input}
          id={inputId}
          className="ficha-field__input"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {end ? <div className="ficha-field__end">{end}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="ficha-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="ficha-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
