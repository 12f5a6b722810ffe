import { useStore } from '@nanostores/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import type { ReactNode } from 'react'
import { NoPermission } from './NoPermission'

/** A console page of one card, shown to the operators whose role grants `permission`: NoPermission to others. */
export function CardPage({ permission, children }: { permission: string; children: ReactNode }) {
  const { permissions } = useStore($storageData)
  if (!grantsPermission(permissions, permission)) return <NoPermission />
  return (
    <div className="ficha-console-page">
      <section className="ficha-console-card">{children}</section>
    </div>
  )
}
