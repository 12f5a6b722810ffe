import { CardList } from '@console/app/CardList'
import { NoPermission } from '@console/app/NoPermission'
import { useOperatorDateTime } from '@console/app/operator-time'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { Mismatch, SelfValidation } from '@src/contract/reconcile'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { moneyCss } from '@src/features/money/money.styles'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { useStyles } from '@src/ui/styles'
import { useState } from 'react'

const PAGE_SIZE = 20
const money = (centavos: number | null) => (centavos === null ? '—' : formatBRL(centavos))

function MismatchCard({ mismatch }: { mismatch: Mismatch }) {
  const t = useT()
  const dateTime = useOperatorDateTime()
  return (
    <li className="ficha-row-card" data-testid="provider-mismatch">
      <div className="ficha-row-card__head">
        <span className="ficha-row-card__amount">{t(`adminProviders.kind.${mismatch.kind}`)}</span>
        <span>{mismatch.provider}</span>
      </div>
      <dl className="ficha-summary">
        <Fact label={t('adminProviders.reference')} className="ficha-summary__long">
          {mismatch.reference}
        </Fact>
        {mismatch.transactionKind ? (
          <Fact label={t('adminProviders.transaction')}>{mismatch.transactionKind}</Fact>
        ) : null}
        {mismatch.round && mismatch.round !== mismatch.reference ? (
          <Fact label={t('adminProviders.round')} className="ficha-summary__long">
            {mismatch.round}
          </Fact>
        ) : null}
        {mismatch.day ? <Fact label={t('adminProviders.day')}>{mismatch.day}</Fact> : null}
        {mismatch.userId !== null ? (
          <Fact label={t('adminProviders.player')}>{String(mismatch.userId)}</Fact>
        ) : null}
        <Fact label={t('adminProviders.providerAmount')}>{money(mismatch.providerAmount)}</Fact>
        <Fact label={t('adminProviders.fichaAmount')}>{money(mismatch.fichaAmount)}</Fact>
        <Fact label={t('adminProviders.foundAt')}>{dateTime(mismatch.foundAt)}</Fact>
      </dl>
    </li>
  )
}

const load = (page: number, signal: AbortSignal) =>
  api.post('admin/provider_mismatches', { page, limit: PAGE_SIZE }, { silent: true, signal })

function Mismatches() {
  const t = useT()
  return (
    <CardList load={load} empty={{ title: t('adminProviders.empty'), text: t('adminProviders.emptyText') }}>
      {(mismatch: Mismatch) => <MismatchCard key={mismatch.id} mismatch={mismatch} />}
    </CardList>
  )
}

/**
 * Slotegrator's self-validate: GIS runs its checks against the wallet (it may take minutes) and its log is
 * shown as GIS wrote it. Shown to accounts that may run reconciliations; the server checks and audits.
 */
function SelfValidate() {
  const t = useT()
  const [result, setResult] = useState<SelfValidation | null>(null)
  // The button stays disabled while GIS runs its checks (it returns the promise).
  const run = async () => {
    const answer = await api.post('admin/provider_self_validate').catch(() => null)
    if (answer) setResult(answer)
  }
  const outcome = !result
    ? null
    : result.error
      ? t('adminProviders.selfValidateError', { error: result.error })
      : t(result.success ? 'adminProviders.selfValidatePassed' : 'adminProviders.selfValidateFailed')
  return (
    <section className="ficha-money-card" data-testid="provider-self-validate">
      <Button onClick={run}>{t('adminProviders.selfValidate')}</Button>
      {outcome ? <p role="status">{outcome}</p> : null}
      {result && result.log.length > 0 ? (
        <pre
          role="log"
          aria-label={t('adminProviders.selfValidateLog')}
          style={{ whiteSpace: 'pre-wrap', maxHeight: '24rem', overflow: 'auto' }}
        >
          {result.log.join('\n')}
        </pre>
      ) : null}
    </section>
  )
}

/**
 * /console/providers: what the game providers' reconciliations could not settle (a transaction
 * one side lacks, amounts that differ, a round the provider has not ended), a button to reconcile now and
 * one to run Slotegrator's self-validate.
 * Shown to permitted accounts only; the server checks.
 */
export default function AdminProvidersPage() {
  useStyles(moneyCss)
  const t = useT()
  const { permissions } = useStore($storageData)
  const [version, setVersion] = useState(0)
  if (!grantsPermission(permissions, RECONCILE_PERMISSIONS.list)) return <NoPermission />
  // The button stays disabled while the run goes (it returns the promise).
  const reconcile = async () => {
    const results = await api.post('admin/provider_reconcile', {}).catch(() => null)
    if (!results) return
    // One toast for every provider's run (a second toast would replace the first).
    const lines = results.map((result) =>
      result.error
        ? t('adminProviders.failed', { provider: result.provider, error: result.error })
        : t('adminProviders.ran', {
            provider: result.provider,
            mismatches: result.mismatches,
            rounds: result.roundsClosed,
          }),
    )
    feedback.toast(lines.length > 0 ? lines.join(' · ') : t('adminProviders.none'))
    setVersion((value) => value + 1)
  }
  return (
    <div className="ficha-money">
      <section className="ficha-money-card">
        <p>{t('adminProviders.intro')}</p>
        {grantsPermission(permissions, RECONCILE_PERMISSIONS.run) ? (
          <Button onClick={reconcile}>{t('adminProviders.run')}</Button>
        ) : null}
      </section>
      {grantsPermission(permissions, RECONCILE_PERMISSIONS.run) ? <SelfValidate /> : null}
      {/* A finished run reads the list again. */}
      <Mismatches key={version} />
    </div>
  )
}
