import { CardPage } from '@console/app/CardPage'
import { AUDIT_PERMISSIONS } from '@src/contract/corrections-values'
import { useT } from '@src/i18n/react'
import { AuditList, ChainBanner } from './AuditList'

/**
 * /console/audit: every operator action and refused call, newest first, filtered by actor, action, target
 * and São Paulo days, with the hash chain's status as the server re-computes it.
 */
export default function AuditPage() {
  const t = useT()
  return (
    <CardPage permission={AUDIT_PERMISSIONS.view}>
      <p className="ficha-console-note">{t('console.audit.intro')}</p>
      <ChainBanner />
      <AuditList filterable />
    </CardPage>
  )
}
