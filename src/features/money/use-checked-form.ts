import { type FormEvent, useState } from 'react'
import { useT } from '../../i18n/react'
import type { TextParams } from '../../i18n/translator'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * A form checked field by field before it is sent: `check` returns each field's message key (null when
 * fine), translated with `params`; nothing is sent while any remains. `send` posts and moves on; when it
 * throws (the client has already told the player why) the form is offered again.
 */
export function useCheckedForm<F extends string>(options: {
  check: () => Record<F, string | null>
  params?: () => TextParams
  send: () => Promise<void>
}) {
  const t = useT()
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const params = options.params?.()
    const found = Object.fromEntries(
      Object.entries<string | null>(options.check()).flatMap(([field, key]) =>
        key ? [[field, t(key, params)]] : [],
      ),
    ) as FieldErrors<F>
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await options.send()
    } catch {
      setBusy(false)
    }
  }

  return { errors, setErrors, busy, submit }
}
