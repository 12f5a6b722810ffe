import { detailLines, eventText } from '@console/app/protection-history'
import { api } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { PlayerProtection } from '@src/contract/protection'
import { PROTECTION_PERMISSIONS } from '@src/contract/protection-values'
import { REWARDS_TIMEZONE } from '@src/contract/rewards-values'
import { maskCpf } from '@src/features/auth/identity'
import { useFormatDay } from '@src/features/content/format-date'
import { LabelledCard } from '@src/features/money/LabelledCard'
import { moneyCss } from '@src/features/money/money.styles'
import { useDateTime } from '@src/features/money/use-date-time'
import { isActive } from '@src/features/protection/exclusion'
import { LIMIT_GROUPS, limitValueText } from '@src/features/protection/limits'
import { protectionCss } from '@src/features/protection/protection.styles'
import { ExclusionCard } from '@src/features/protection/SelfExclusion'
import { useT } from '@src/i18n/react'
import { hasPermi } from '@src/permissions/player'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { type FormEvent, useState } from 'react'

/**
 * The operator's decision on an identity check (IDENTITY_PROVIDER=manual leaves every declared CPF pending):
 * verify, or refuse with a reason the player's history keeps. Shown to operators who may decide, for players
 * who declared a CPF.
 */
function IdentityDecision({
  found,
  onDecided,
}: {
  found: PlayerProtection
  onDecided: (found: PlayerProtection) => void
}) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'verified' | 'refused' | null>(null)
  const decide = async (state: 'verified' | 'refused') => {
    if (busy) return
    if (state === 'refused' && !reason.trim()) {
      setError(t('code.1422'))
      return
    }
    setBusy(state)
    setError(null)
    try {
      const body = {
        userId: found.player.id,
        state,
        ...(state === 'refused' ? { reason: reason.trim() } : {}),
      }
      onDecided(await api.post('admin/identity_review', body, { silent: true }))
      setReason('')
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('msg.networkError'))
    } finally {
      setBusy(null)
    }
  }
  return (
    <LabelledCard id="identity-decision" title={t('adminProtection.decision.title')}>
      <TextField
        label={t('adminProtection.decision.reason')}
        hint={t('adminProtection.decision.hint')}
        value={reason}
        onChange={setReason}
        error={error}
        autoComplete="off"
        maxLength={200}
      />
      <div className="ficha-money-actions">
        <Button
          block
          busy={busy === 'verified'}
          disabled={found.identity === 'verified'}
          onClick={() => decide('verified')}
        >
          {t('adminProtection.decision.verify')}
        </Button>
        <Button
          variant="danger"
          block
          busy={busy === 'refused'}
          disabled={found.identity === 'refused'}
          onClick={() => decide('refused')}
        >
          {t('adminProtection.decision.refuse')}
        </Button>
      </div>
    </LabelledCard>
  )
}

function Found({
  found,
  onChange,
}: {
  found: PlayerProtection
  onChange: (found: PlayerProtection) => void
}) {
  const t = useT()
  // The operator reads the player's day as the limits count it: São Paulo time.
  const dateTime = useDateTime(REWARDS_TIMEZONE)
  const day = useFormatDay()
  const { player, limits } = found
  return (
    <>
      <section className="ficha-money-card" data-testid="protection-player">
        <h2 className="ficha-money-card__title">{t('adminProtection.player', { id: player.id })}</h2>
        <dl className="ficha-summary">
          <Fact label={t('auth.phone')}>{formatPhoneWithCountry(player.phone)}</Fact>
          <Fact label={t('signup.identity.cpf')}>{player.cpf ? maskCpf(player.cpf) : '—'}</Fact>
          <Fact label={t('signup.identity.fullName')}>{player.fullName ?? '—'}</Fact>
          <Fact label={t('signup.identity.birthDate')}>{player.birthDate ? day(player.birthDate) : '—'}</Fact>
          <Fact label={t('adminProtection.identity')}>
            {t(`adminProtection.identityState.${found.identity}`)}
          </Fact>
        </dl>
        <p className="ficha-money-note">
          {limits.realityCheckMinutes === 1
            ? t('adminProtection.realityEveryMinute')
            : t('adminProtection.reality', { minutes: limits.realityCheckMinutes })}
        </p>
        {isActive(limits.exclusion) ? null : (
          <p className="ficha-money-note">{t('adminProtection.noExclusion')}</p>
        )}
        {limits.pause ? (
          <p className="ficha-money-note" data-testid="protection-pause">
            {t('protection.pause.active', { date: dateTime(limits.pause.until) })}
            {limits.pause.endAsked ? ` · ${t('adminProtection.event.pauseEndAsked')}` : ''}
          </p>
        ) : null}
      </section>
      {player.cpf && hasPermi(PROTECTION_PERMISSIONS.reviewIdentity) ? (
        <IdentityDecision found={found} onDecided={onChange} />
      ) : null}
      {isActive(limits.exclusion) ? <ExclusionCard exclusion={limits.exclusion} forPlayer={false} /> : null}
      {LIMIT_GROUPS.map((group) => (
        <section key={group.name} className="ficha-money-card">
          <h2 className="ficha-money-card__title">{t(`protection.group.${group.name}`)}</h2>
          <dl className="ficha-summary">
            {group.keys.map((key) => {
              const entry = limits.limits[key]
              return (
                <Fact key={key} label={t(`protection.limit.${key}`)}>
                  {limitValueText(t, key, entry.value)}
                  {entry.pending ? (
                    <span className="ficha-limit__pending">
                      {' · '}
                      {t('adminProtection.pending', {
                        value: limitValueText(t, key, entry.pending.value),
                        date: dateTime(entry.pending.effectiveAt),
                      })}
                    </span>
                  ) : null}
                </Fact>
              )
            })}
          </dl>
        </section>
      ))}
      <LabelledCard id="protection-history" title={t('adminProtection.history')}>
        {found.history.length === 0 ? (
          <p className="ficha-money-note">{t('adminProtection.noHistory')}</p>
        ) : (
          <ol className="ficha-rows">
            {found.history.map((entry) => (
              <li key={entry.id} className="ficha-row-card" data-testid="protection-event">
                <div className="ficha-row-card__head">
                  <strong>{eventText(t, entry.event)}</strong>
                  <span>{dateTime(entry.createdAt)}</span>
                </div>
                <p className="ficha-money-note">
                  {entry.actor
                    ? t('adminProtection.byOperator', { phone: formatPhoneWithCountry(entry.actor.phone) })
                    : t('adminProtection.byPlayer')}
                </p>
                {Object.keys(entry.detail).length > 0 ? (
                  <dl className="ficha-summary">
                    {detailLines(t, dateTime, entry.detail).map((line) => (
                      <Fact key={line.key} label={line.label}>
                        {line.text}
                      </Fact>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </LabelledCard>
    </>
  )
}

function Lookup() {
  const t = useT()
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<PlayerProtection | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!query.trim()) {
      setError(t('adminProtection.queryRequired'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      setFound(await api.post('admin/player_protection', { query: query.trim() }, { silent: true }))
    } catch (failure) {
      // PlayerNotFound and the rest show under the field, in the operator's language.
      setFound(null)
      setError(failure instanceof Error ? failure.message : t('msg.networkError'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="ficha-money">
      <form className="ficha-money-card" noValidate onSubmit={submit}>
        <TextField
          label={t('adminProtection.query')}
          hint={t('adminProtection.queryHint')}
          value={query}
          onChange={setQuery}
          error={error}
          autoComplete="off"
          inputMode="search"
        />
        <Button type="submit" busy={busy}>
          {t('adminProtection.lookUp')}
        </Button>
      </form>
      {found ? <Found found={found} onChange={setFound} /> : null}
    </div>
  )
}

/**
 * /console/protection: the operator looks a player up by id, phone or CPF and reads
 * their limits, exclusion, identity state and protection history, and decides a pending identity check.
 * Nothing here can weaken a player's own choice (limits, breaks). Each lookup and decision is audit-logged by
 * the server.
 */
export default function AdminProtection() {
  useStyles(moneyCss)
  useStyles(protectionCss)
  const t = useT()
  // Re-render when the permissions arrive with the user info (getUserinfo).
  useStore($storageData)
  if (!hasPermi(PROTECTION_PERMISSIONS.viewPlayer))
    return <EmptyState icon="lock" title={t('adminProtection.noAccess')} />
  return <Lookup />
}
