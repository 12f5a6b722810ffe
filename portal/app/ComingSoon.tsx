import { useT } from '../../src/i18n/react'
import { HOME_ROUTE } from '../../src/navigation/gate'
import { Button } from '../../src/ui/Button'
import { EmptyState } from '../../src/ui/states'
import { switchTab } from './navigation'

/** The body of a page whose feature lands in a later issue: the route, its title and a way on. */
export function ComingSoon() {
  const t = useT()
  return (
    <EmptyState
      icon="clock"
      title={t('common.comingSoon')}
      text={t('common.comingSoonText')}
      action={
        <Button variant="secondary" onClick={() => switchTab(HOME_ROUTE)}>
          {t('common.goHome')}
        </Button>
      }
    />
  )
}
