import { useStore } from '@nanostores/react'
import { useT } from '../../i18n/react'
import { EmptyState } from '../../ui/states'
import { $player } from '../auth/session'

/** Whether the player's identity check is still open (the brazil profile's manual review): no deposit or play yet. */
export const useIdentityPending = (): boolean => useStore($player)?.identity === 'pending'

/** What a page that needs a verified identity says meanwhile: what happens next, and that nothing is to be done. */
export function IdentityPendingState() {
  const t = useT()
  return (
    <div data-testid="identity-pending" role="status">
      <EmptyState
        icon="clock"
        title={t('protection.identityPending')}
        text={t('protection.identityPendingText')}
      />
    </div>
  )
}
