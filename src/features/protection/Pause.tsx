import { useStore } from '@nanostores/react'
import { useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { Limits, Pause } from '../../contract/protection'
import { PAUSE_DAYS, type PauseDays } from '../../contract/protection-values'
import { $lang } from '../../i18n'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { useStyles } from '../../ui/styles'
import { LOCALES } from '../content/format-date'
import { LabelledCard } from '../money/LabelledCard'
import { moneyCss } from '../money/money.styles'
import { RadioChoice } from '../money/RadioChoice'
import { protectionCss } from './protection.styles'

export interface PausePanelProps {
  api: ApiClient
  /** The running pause, or null. */
  pause: Pause | null
  /** After a change: the page reads the limits again. */
  onChanged: () => Promise<void>
  /** Opens the withdrawal page, which stays open during a pause. */
  onWithdraw: () => void
}

/**
 * The player's own pause: the days to choose, or, while one runs, its end, the way to withdraw and the way
 * to end it early (24 hours after asking). A new pause during a running one may only make it longer.
 */
export function PausePanel({ api, pause, onChanged, onWithdraw }: PausePanelProps) {
  useStyles(moneyCss)
  useStyles(protectionCss)
  const t = useT()
  const lang = useStore($lang)
  const [days, setDays] = useState<PauseDays>(1)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (ask: () => Promise<Limits>) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await ask()
      await onChanged()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('msg.networkError'))
    } finally {
      setBusy(false)
    }
  }
  const until = pause
    ? new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(pause.until),
      )
    : ''
  return (
    <LabelledCard id="pause-title" title={t('protection.pause.title')}>
      {pause ? (
        <div role="status" data-testid="pause-active">
          <p className="ficha-money-card__title">{t('protection.pause.active', { date: until })}</p>
          <p className="ficha-money-note">{t('protection.pause.activeNote')}</p>
          {pause.endAsked ? <p className="ficha-money-note">{t('protection.pause.endAsked')}</p> : null}
          <Button block onClick={onWithdraw}>
            {t('protection.pause.withdraw')}
          </Button>
        </div>
      ) : (
        <p className="ficha-money-note">{t('protection.pause.text')}</p>
      )}
      <fieldset className="ficha-choices">
        <legend>{t('protection.pause.legend')}</legend>
        {PAUSE_DAYS.map((option) => (
          <RadioChoice
            key={option}
            name="pause-days"
            value={option}
            checked={option === days}
            onPick={() => setDays(option)}
            title={
              option === 1 ? t('protection.pause.oneDay') : t('protection.pause.days', { count: option })
            }
          />
        ))}
      </fieldset>
      {error ? (
        <p className="ficha-money-note" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="danger"
        block
        busy={busy}
        onClick={() => send(() => api.post('index/pause', { days }, { silent: true }))}
      >
        {t(pause ? 'protection.pause.extend' : 'protection.pause.start')}
      </Button>
      {pause && !pause.endAsked ? (
        <Button
          variant="secondary"
          block
          busy={busy}
          onClick={() => send(() => api.post('index/pause_end', undefined, { silent: true }))}
        >
          {t('protection.pause.end')}
        </Button>
      ) : null}
    </LabelledCard>
  )
}
