import { ConsoleLink } from '@console/app/ConsoleLink'
import { useOperatorDateTime } from '@console/app/operator-time'
import { formatCpf, playerHref } from '@console/app/player-format'
import { api } from '@console/app/services'
import type { RiskCaseEvidence } from '@src/contract/risk'
import type { SharedKind } from '@src/contract/risk-values'
import { useT } from '@src/i18n/react'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { useEffect, useState } from 'react'

type Shared = RiskCaseEvidence['shared'][number]

/** What is shared, as people write it: a CPF with its dots, a phone PIX key with its country, a device by its hash. */
const valueText = (kind: SharedKind, value: string): string =>
  kind === 'document' ? formatCpf(value) : kind === 'pixKey' ? formatPhoneWithCountry(value) : value

function SharedThing({ shared }: { shared: Shared }) {
  const t = useT()
  const dateTime = useOperatorDateTime()
  return (
    <li data-testid="risk-shared">
      <strong>{t(`adminRisk.shared.${shared.kind}`)}</strong>{' '}
      <code>
        {shared.kind === 'device'
          ? `${valueText(shared.kind, shared.value)}…`
          : valueText(shared.kind, shared.value)}
      </code>
      {shared.lastSeen ? (
        <span className="ficha-money-note">
          {' '}
          · {t('adminRisk.lastSeen', { date: dateTime(shared.lastSeen) })}
        </span>
      ) : null}
      <div>
        {t('adminRisk.sharedWith', { count: shared.players.length })}{' '}
        {shared.players.map((player, index) => (
          <span key={player.id}>
            {index > 0 ? ', ' : ''}
            <ConsoleLink to={playerHref(player.id)}>
              #{player.id} {player.fullName ?? formatPhoneWithCountry(player.phone)}
            </ConsoleLink>
          </span>
        ))}
      </div>
    </li>
  )
}

/**
 * A case's evidence on its card (admin/risk_case_evidence): what the player shares with other players (which
 * device, address, PIX key or CPF, with whom, each a link to their page). Nothing shared: says so.
 */
export function CaseEvidence({ caseId }: { caseId: number }) {
  const t = useT()
  const [evidence, setEvidence] = useState<RiskCaseEvidence | null>(null)
  useEffect(() => {
    let live = true
    api
      .post('admin/risk_case_evidence', { id: caseId }, { silent: true })
      .then((answer) => {
        if (live) setEvidence(answer)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [caseId])
  if (!evidence) return null
  return (
    <section className="ficha-summary__long" aria-label={t('adminRisk.evidence')}>
      <h3 className="ficha-money-card__title">{t('adminRisk.evidence')}</h3>
      {evidence.shared.length === 0 ? (
        <p className="ficha-money-note">{t('adminRisk.nothingShared')}</p>
      ) : (
        <ul className="ficha-risk-shared">
          {evidence.shared.map((shared) => (
            <SharedThing key={`${shared.kind}:${shared.value}`} shared={shared} />
          ))}
        </ul>
      )}
    </section>
  )
}
