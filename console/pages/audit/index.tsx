import { NoPermission } from '@console/app/NoPermission'
import { useStore } from '@nanostores/react'
import { AUDIT_PERMISSIONS } from '@src/contract/corrections-values'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { AuditList, ChainBanner } from './AuditList'

/**
 * /console/audit: every operator action and refused call, newest first, filtered by actor, action, target
 * and São Paulo days, with the hash chain's status as the server re-computes it.
 */
export default function AuditPage() {
  const t = useT()
  const { permissions } = useStore($storageData)
  if (!grantsPermission(permissions, AUDIT_PERMISSIONS.view)) return <NoPermission />
  return (
    <div className="ficha-console-page">
      <section className="ficha-console-card">
        <p className="ficha-console-note">{t('console.audit.intro')}</p>
        <ChainBanner />
        <AuditList filterable />
      </section>
    </div>
  )
}
