import { useStore } from '@nanostores/react'
import { type FormEvent, useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { Exclusion } from '../../contract/protection'
import {
  EXCLUSION_TERMS,
  type ExclusionTerm,
  NATIONAL_SELF_EXCLUSION_URL,
} from '../../contract/protection-values'
import { $lang } from '../../i18n'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { PasswordField } from '../../ui/PasswordField'
import { EmptyState } from '../../ui/states'
import { useStyles } from '../../ui/styles'
import { LOCALES } from '../content/format-date'
import { LabelledCard } from '../money/LabelledCard'
import { moneyCss } from '../money/money.styles'
import { RadioChoice } from '../money/RadioChoice'
import { useCompliance } from './compliance'
import { exclusionSummary } from './exclusion'
import { protectionCss } from './protection.styles'

/** What a cool-off or self-exclusion means, said before the player confirms it. */
const CONSEQUENCES = ['noDeposit', 'noPlay', 'noPromotions', 'noRewards', 'notEarly', 'withdrawals'] as const

/** When the exclusion ends (or that it never does), dated in the player's language. */
function useExclusionSummary(exclusion: Pick<Exclusion, 'until'>): string {
  const t = useT()
  const lang = useStore($lang)
  return exclusionSummary(t, exclusion, LOCALES[lang])
}

/**
 * The running exclusion: its term and when it ends (never, for a permanent one); for the player, also what
 * they can still do (`forPlayer`, the default; the operator console leaves it out).
 */
export function ExclusionCard({
  exclusion,
  forPlayer = true,
}: {
  exclusion: Exclusion
  forPlayer?: boolean
}) {
  useStyles(moneyCss)
  useStyles(protectionCss)
  const t = useT()
  const summary = useExclusionSummary(exclusion)
  return (
    <section className="ficha-money-card ficha-exclusion" role="status" data-testid="exclusion-active">
      <h2 className="ficha-money-card__title">{t(`protection.term.${exclusion.term}`)}</h2>
      <p className="ficha-money-note">{summary}</p>
      {forPlayer ? <p className="ficha-money-note">{t('protection.excludedNote')}</p> : null}
    </section>
  )
}

/**
 * A page that would invite play or a deposit, during a cool-off, self-exclusion or pause: why not, and until
 * when.
 */
export function ExcludedState({ exclusion }: { exclusion: Pick<Exclusion, 'until'> }) {
  const t = useT()
  const summary = useExclusionSummary(exclusion)
  return <EmptyState icon="lock" title={summary} text={t('protection.excludedNote')} />
}

function ConfirmExclusion({
  api,
  term,
  onClose,
  onDone,
}: {
  api: ApiClient
  term: ExclusionTerm
  onClose: () => void
  onDone: () => Promise<void>
}) {
  const t = useT()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!password) {
      setError(t('protection.passwordRequired'))
      return
    }
    setBusy(true)
    try {
      await api.post('index/self_exclude', { term, password }, { silent: true })
      await onDone()
    } catch (failure) {
      // A wrong password (ProtectionPasswordWrong) shows under the field, in the player's language.
      setError(failure instanceof Error ? failure.message : t('msg.networkError'))
      setBusy(false)
    }
  }
  return (
    <Modal
      title={t('protection.confirmTitle', { term: t(`protection.term.${term}`) })}
      onClose={onClose}
      dismissible
    >
      <form className="ficha-money" noValidate onSubmit={submit}>
        <ul className="ficha-exclusion__list">
          {CONSEQUENCES.map((consequence) => (
            <li key={consequence}>{t(`protection.consequence.${consequence}`)}</li>
          ))}
        </ul>
        <PasswordField
          label={t('protection.password')}
          value={password}
          onChange={setPassword}
          error={error}
        />
        <Button type="submit" variant="danger" block busy={busy}>
          {t('protection.confirmExclusion')}
        </Button>
        <Button variant="secondary" block onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </form>
    </Modal>
  )
}

/**
 * The national self-exclusion platform (gov.br), which bars the CPF at every licensed operator at once: the
 * brazil profile links it wherever self-exclusion is offered (IN SPA/MF 31/2025).
 */
export function NationalSelfExclusionLink({ api }: { api: ApiClient }) {
  const t = useT()
  if (useCompliance(api) !== 'brazil') return null
  return (
    <p className="ficha-money-note">
      <a
        href={NATIONAL_SELF_EXCLUSION_URL}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="national-self-exclusion"
      >
        {t('protection.nationalSelfExclusion')}
      </a>
    </p>
  )
}

export interface SelfExclusionProps {
  api: ApiClient
  /** After the exclusion is taken: the page reads the limits and the exclusion again. */
  onExcluded: () => Promise<void>
}

/**
 * Cool-off and self-exclusion: a term, then a confirmation that says what it means and asks for
 * the password. While one runs, the page shows its ExclusionCard instead: nobody can lift it early.
 */
export function SelfExclusion({ api, onExcluded }: SelfExclusionProps) {
  useStyles(moneyCss)
  useStyles(protectionCss)
  const t = useT()
  const [term, setTerm] = useState<ExclusionTerm>('24h')
  const [confirming, setConfirming] = useState(false)
  return (
    <LabelledCard id="exclusion-title" title={t('protection.exclusionTitle')}>
      <p className="ficha-money-note">{t('protection.exclusionText')}</p>
      <NationalSelfExclusionLink api={api} />
      <fieldset className="ficha-choices">
        <legend>{t('protection.termLegend')}</legend>
        {EXCLUSION_TERMS.map((option) => (
          <RadioChoice
            key={option}
            name="exclusion-term"
            value={option}
            checked={option === term}
            onPick={() => setTerm(option)}
            title={t(`protection.term.${option}`)}
          />
        ))}
      </fieldset>
      <Button variant="danger" block onClick={() => setConfirming(true)}>
        {t('protection.takeBreak')}
      </Button>
      {confirming ? (
        <ConfirmExclusion
          api={api}
          term={term}
          onClose={() => setConfirming(false)}
          onDone={async () => {
            setConfirming(false)
            await onExcluded()
          }}
        />
      ) : null}
    </LabelledCard>
  )
}
