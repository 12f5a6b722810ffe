import { useEffect, useRef, useState } from 'react'
import { CODE_COUNTDOWN_SECONDS, CODE_LENGTH } from '../constants'
import { useT } from '../i18n/react'
import { createCountdown } from '../time/countdown'
import { Button } from './Button'
import { TextField, type TextFieldProps } from './TextField'

export interface CodeFieldProps extends Omit<TextFieldProps, 'end' | 'label'> {
  label?: string
  /**
   * Sends a code; resolves with the seconds to wait before the next send (the server's resendAfter), or
   * rejects when sending failed (the button is offered again at once).
   */
  onSend: () => Promise<number | undefined>
}

/**
 * A verification code input (numeric keypad, one-time-code autofill) with its send button: after a send
 * the button counts down 60 s ('Resend in 42 s'), then offers 'Resend code' (spec §4).
 */
export function CodeField({ onSend, label, ...field }: CodeFieldProps) {
  const t = useT()
  const [seconds, setSeconds] = useState(0)
  const [sentOnce, setSentOnce] = useState(false)
  const stopCountdown = useRef<() => void>(undefined)
  useEffect(() => () => stopCountdown.current?.(), [])

  const send = async () => {
    const wait = (await onSend()) ?? CODE_COUNTDOWN_SECONDS
    setSentOnce(true)
    stopCountdown.current?.()
    stopCountdown.current = createCountdown(wait, setSeconds, () => setSeconds(0))
  }

  const buttonText =
    seconds > 0 ? t('time.resendIn', { s: seconds }) : t(sentOnce ? 'time.resend' : 'auth.sendCode')
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      pattern="[0-9]*"
      placeholder={t('auth.codePlaceholder', { length: CODE_LENGTH })}
      {...field}
      label={label ?? t('auth.code')}
      end={
        <Button variant="ghost" disabled={seconds > 0} onClick={send} aria-live="polite">
          <span className="ficha-field__countdown">{buttonText}</span>
        </Button>
      }
    />
  )
}
