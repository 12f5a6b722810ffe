import { useT } from '@src/i18n/react'
import { EmptyState } from '@src/ui/states'

/** The refusal an operator sees where the role lacks a page's permission: one wording on every page. */
export function NoPermission() {
  const t = useT()
  return <EmptyState icon="lock" title={t('money.noPermission')} text={t('http.403')} />
}
