import { type ButtonHTMLAttributes, type MouseEvent, useState } from 'react'
import { buttonCss } from './button.styles'
import { useStyles } from './styles'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  block?: boolean
  /** Shows the in-flight state; set it for submit buttons whose form runs the request. */
  busy?: boolean
  /** When it returns a promise the button stays disabled until it settles: no double submits. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  useStyles(buttonCss)
  const [running, setRunning] = useState(false)
  const inFlight = busy || running

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const result = onClick?.(event)
    if (result instanceof Promise) {
      setRunning(true)
      result.catch(() => undefined).finally(() => setRunning(false))
    }
  }

  const classes = ['ficha-button', `ficha-button--${variant}`, block && 'ficha-button--block', className]
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || inFlight}
      aria-busy={inFlight || undefined}
      onClick={onClick ? handleClick : undefined}
    >
      {inFlight ? <span className="ficha-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
