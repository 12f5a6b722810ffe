import { CardList } from '@console/app/CardList'
import { ConsoleLink } from '@console/app/ConsoleLink'
import { $location, queryParam } from '@console/app/location'
import { NoPermission } from '@console/app/NoPermission'
import { useOperatorDateTime } from '@console/app/operator-time'
import { playerHref } from '@console/app/player-format'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { RiskCase } from '@src/contract/risk'
import {
  RISK_CASE_STATUSES,
  RISK_DECISIONS,
  RISK_PERMISSIONS,
  type RiskCaseStatus,
  type RiskDecision,
} from '@src/contract/risk-values'
import { FilterTabs } from '@src/features/money/FilterTabs'
import { FormError } from '@src/features/money/FormError'
import { MemoField } from '@src/features/money/MemoField'
import { moneyCss } from '@src/features/money/money.styles'
import { Segments } from '@src/features/money/Segments'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { useStyles } from '@src/ui/styles'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { useCallback, useState } from 'react'
import { CaseEvidence } from './CaseEvidence'

const PAGE_SIZE = 20
/** Saves the case's export as a JSON file (the COAF report is written from it). */
const download = (id: number, data: unknown) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `risk-case-${id}.json`
  link.click()
  URL.revokeObjectURL(url)
}

function Decision({ riskCase, onDone }: { riskCase: RiskCase; onDone: () => void }) {
  const t = useT()
  const [decision, setDecision] = useState<RiskDecision>('noAction')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const decide = async () => {
    if (!reason.trim()) {
      setError(t('code.1662'))
      return
    }
    await api.post('admin/risk_case_decide', { id: riskCase.id, decision, reason: reason.trim() })
    feedback.toast(t('adminRisk.decided'))
    onDone()
  }
  return (
    <div className="ficha-money">
      <Segments
        legend={t('adminRisk.decision')}
        name={`decision-${riskCase.id}`}
        value={decision}
        onChange={setDecision}
        options={RISK_DECISIONS.map((value) => ({ value, label: t(`adminRisk.decisions.${value}`) }))}
      />
      <MemoField label={t('adminRisk.reason')} value={reason} onChange={setReason} maxLength={1000} />
      <FormError message={error} />
      <Button block onClick={decide}>
        {t('adminRisk.close')}
      </Button>
    </div>
  )
}

function CaseCard({ riskCase, onChanged }: { riskCase: RiskCase; onChanged: () => void }) {
  const t = useT()
  const dateTime = useOperatorDateTime()
  const { permissions } = useStore($storageData)
  const may = (permission: string) => grantsPermission(permissions, permission)
  const take = async () => {
    await api.post('admin/risk_case_assign', { id: riskCase.id })
    feedback.toast(t('adminRisk.taken'))
    onChanged()
  }
  const exportCase = async () =>
    download(riskCase.id, await api.post('admin/risk_case_export', { id: riskCase.id }))
  const open = riskCase.status === 'open'
  return (
    <li className="ficha-row-card" data-testid="risk-case">
      <div className="ficha-row-card__head">
        <span className="ficha-row-card__amount">{t(`adminRisk.rules.${riskCase.rule}`)}</span>
        <span>{t(`adminRisk.kinds.${riskCase.kind}`)}</span>
      </div>
      <dl className="ficha-summary">
        <Fact label={t('adminRisk.player')}>
          <ConsoleLink to={playerHref(riskCase.player.id)}>
            #{riskCase.player.id} · {formatPhoneWithCountry(riskCase.player.phone)}
          </ConsoleLink>
        </Fact>
        <Fact label={t('adminRisk.rating')}>{t(`adminRisk.ratings.${riskCase.rating}`)}</Fact>
        <Fact label={t('adminRisk.flags')}>{String(riskCase.flags)}</Fact>
        <Fact label={t('adminRisk.owner')}>
          {riskCase.owner ? formatPhoneWithCountry(riskCase.owner.phone) : t('adminRisk.noOwner')}
        </Fact>
        <Fact label={t('adminRisk.openedAt')}>{dateTime(riskCase.openedAt)}</Fact>
        <Fact label={t('adminRisk.deadline')}>{dateTime(riskCase.deadline)}</Fact>
        {riskCase.decision ? (
          <Fact label={t('adminRisk.decision')}>{t(`adminRisk.decisions.${riskCase.decision}`)}</Fact>
        ) : null}
        {riskCase.reason ? (
          <Fact label={t('adminRisk.reason')} className="ficha-summary__long">
            {riskCase.reason}
          </Fact>
        ) : null}
      </dl>
      <CaseEvidence caseId={riskCase.id} />
      <div className="ficha-money-actions">
        {open && may(RISK_PERMISSIONS.assign) ? <Button onClick={take}>{t('adminRisk.take')}</Button> : null}
        {may(RISK_PERMISSIONS.export) ? (
          <Button variant="secondary" onClick={exportCase}>
            {t('adminRisk.export')}
          </Button>
        ) : null}
      </div>
      {open && may(RISK_PERMISSIONS.decide) ? <Decision riskCase={riskCase} onDone={onChanged} /> : null}
    </li>
  )
}

function Cases({ status, userId }: { status: RiskCaseStatus; userId: number | undefined }) {
  const t = useT()
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      api.post(
        'admin/risk_cases',
        { status, page, limit: PAGE_SIZE, ...(userId ? { userId } : {}) },
        { silent: true, signal },
      ),
    [status, userId],
  )
  return (
    <CardList load={load} empty={{ title: t('adminRisk.empty'), text: t('adminRisk.emptyText') }}>
      {(riskCase: RiskCase, reload) => <CaseCard key={riskCase.id} riskCase={riskCase} onChanged={reload} />}
    </CardList>
  )
}

/**
 * /console/risk: the risk and responsible-gaming cases the monitoring opened (nearest deadline
 * first), with the player's rating; an operator takes a case, closes it with a decision and its reason, and
 * exports it for a COAF report. Each action needs its permission; the server checks.
 */
export default function AdminRiskPage() {
  useStyles(moneyCss)
  const t = useT()
  const { permissions } = useStore($storageData)
  const [status, setStatus] = useState<RiskCaseStatus>('open')
  // ?player=ID (the player page's risk cases link here): that player's cases only.
  useStore($location)
  const userId = Number(queryParam('player')) || undefined
  if (!grantsPermission(permissions, RISK_PERMISSIONS.view)) return <NoPermission />
  return (
    <div className="ficha-money">
      <section className="ficha-money-card">
        <p>{t('adminRisk.intro')}</p>
        {userId ? (
          <p>
            {t('adminRisk.onlyPlayer', { id: userId })}{' '}
            <ConsoleLink to="/console/risk">{t('adminRisk.allPlayers')}</ConsoleLink>
          </p>
        ) : null}
      </section>
      <FilterTabs
        options={RISK_CASE_STATUSES}
        value={status}
        onChange={setStatus}
        label={(item) => t(`adminRisk.status.${item}`)}
        ariaLabel={t('adminRisk.filter')}
      />
      <div role="tabpanel">
        <Cases key={`${status}:${userId}`} status={status} userId={userId} />
      </div>
    </div>
  )
}
