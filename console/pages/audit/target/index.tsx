import { $location } from '@console/app/location'
import { NoPermission } from '@console/app/NoPermission'
import { useStore } from '@nanostores/react'
import { AUDIT_PERMISSIONS } from '@src/contract/corrections-values'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { EmptyState } from '@src/ui/states'
import { AuditList } from '../AuditList'

/** /console/audit/target?target=user:42: everything the log holds about one target, newest first. */
export default function AuditTargetPage() {
  const t = useT()
  const { permissions } = useStore($storageData)
  const { search } = useStore($location)
  const target = new URLSearchParams(search).get('target') ?? ''
  if (!grantsPermission(permissions, AUDIT_PERMISSIONS.view)) return <NoPermission />
  if (!target) return <EmptyState icon="info" title={t('console.audit.noTarget')} text="" />
  return (
    <div className="ficha-console-page">
      <section className="ficha-console-card">
        <h2>{t('console.audit.targetTitle', { target })}</h2>
        <AuditList fixed={{ target }} filterable={false} />
      </section>
    </div>
  )
}
