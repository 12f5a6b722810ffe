import { type FormEvent, useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { LimitEntry, LimitKey, Limits } from '../../contract/protection'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { useFeedback } from '../../ui/feedback-context'
import { useStyles } from '../../ui/styles'
import { TextField } from '../../ui/TextField'
import { AmountField } from '../money/AmountField'
import { LabelledCard } from '../money/LabelledCard'
import { moneyCss } from '../money/money.styles'
import { useDateTime } from '../money/use-date-time'
import {
  changeApplies,
  draftOf,
  isMinutes,
  LIMIT_GROUPS,
  type LimitDraft,
  limitValueText,
  parseMinutes,
  REALITY_CHECK_MAX,
  readDraft,
} from './limits'
import { protectionCss } from './protection.styles'

export interface LimitsFormProps {
  api: ApiClient
  limits: Limits
  /** After a save: the page reads the limits again (pending dates come from the server). */
  onSaved: () => Promise<void>
}

function LimitRow({
  limitKey,
  entry,
  text,
  error,
  onChange,
}: {
  limitKey: LimitKey
  entry: LimitEntry
  text: string
  error?: string
  onChange: (text: string) => void
}) {
  const t = useT()
  const dateTime = useDateTime()
  const minutes = isMinutes(limitKey)
  const show = (value: number) => limitValueText(t, limitKey, value)
  const label = t(`protection.limit.${limitKey}`)
  const pending = entry.pending
  return (
    <div className="ficha-limit">
      {minutes ? (
        <TextField
          label={label}
          value={text}
          onChange={onChange}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('protection.noLimit')}
        />
      ) : (
        <AmountField label={label} value={text} onChange={onChange} error={error} />
      )}
      <p className="ficha-limit__usage">
        {entry.value === null
          ? t('protection.usedNoLimit', { used: show(entry.used) })
          : t('protection.used', { used: show(entry.used), limit: show(entry.value) })}
      </p>
      {pending ? (
        <p className="ficha-limit__pending" data-testid={`pending-${limitKey}`}>
          {pending.value === null
            ? t('protection.pendingRemoval', { date: dateTime(pending.effectiveAt) })
            : t('protection.pendingRaise', {
                value: show(pending.value),
                date: dateTime(pending.effectiveAt),
              })}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Deposit, loss and session limits and the reality-check interval: each field shows its value,
 * what was used of it and a pending raise or removal with the date it applies. Only changed fields are sent.
 */
export function LimitsForm({ api, limits, onSaved }: LimitsFormProps) {
  useStyles(moneyCss)
  useStyles(protectionCss)
  const t = useT()
  const { toast } = useFeedback()
  const [draft, setDraft] = useState<LimitDraft>(() => draftOf(limits.limits))
  const [reality, setReality] = useState(String(limits.realityCheckMinutes))
  const [errors, setErrors] = useState<Partial<Record<LimitKey | 'reality', string>>>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const { changes, invalid } = readDraft(draft, limits.limits)
    const realityMinutes = parseMinutes(reality, REALITY_CHECK_MAX)
    const found: typeof errors = Object.fromEntries(
      Object.entries(invalid).map(([key, messageKey]) => [key, t(messageKey)]),
    )
    if (realityMinutes === null) found.reality = t('protection.realityInvalid', { max: REALITY_CHECK_MAX })
    setErrors(found)
    if (Object.keys(found).length > 0 || realityMinutes === null) return
    const realityChanged = realityMinutes !== limits.realityCheckMinutes
    if (Object.keys(changes).length === 0 && !realityChanged) {
      toast(t('protection.nothingChanged'))
      return
    }
    const later = (Object.entries(changes) as [LimitKey, number | null][]).some(
      ([key, value]) => changeApplies(limits.limits[key].value, value) === 'later',
    )
    setBusy(true)
    try {
      await api.post('index/set_limits', {
        limits: changes,
        ...(realityChanged ? { realityCheckMinutes: realityMinutes } : {}),
      })
      toast(t(later ? 'protection.savedLater' : 'protection.saved'))
      await onSaved()
    } catch {
      // The client has shown the server's message (LimitValueInvalid names the field's rule).
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-money" noValidate onSubmit={submit}>
      {LIMIT_GROUPS.map((group) => (
        <section key={group.name} className="ficha-money-card" aria-labelledby={`limits-${group.name}`}>
          <h2 id={`limits-${group.name}`} className="ficha-money-card__title">
            {t(`protection.group.${group.name}`)}
          </h2>
          {group.keys.map((key) => (
            <LimitRow
              key={key}
              limitKey={key}
              entry={limits.limits[key]}
              text={draft[key]}
              error={errors[key]}
              onChange={(text) => setDraft({ ...draft, [key]: text })}
            />
          ))}
        </section>
      ))}
      <LabelledCard id="limits-reality" title={t('protection.group.reality')}>
        <TextField
          label={t('protection.realityLabel')}
          value={reality}
          onChange={setReality}
          error={errors.reality}
          inputMode="numeric"
          autoComplete="off"
          hint={t('protection.realityHint')}
        />
      </LabelledCard>
      <section className="ficha-money-card">
        <p className="ficha-money-note">{t('protection.rule')}</p>
        <Button type="submit" block busy={busy}>
          {t('protection.save')}
        </Button>
      </section>
    </form>
  )
}
