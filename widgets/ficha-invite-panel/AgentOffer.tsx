import { useCallback, useState } from 'react'
import { InviteOffer } from '../../src/features/invite/InvitePanel'
import { Loadable } from '../../src/features/loading/Loadable'
import { useResource } from '../../src/features/loading/use-resource'
import { useT } from '../../src/i18n/react'
import { Button } from '../../src/ui/Button'
import { useElementApi } from '../core/api'
import { SignupFlow } from '../ficha-signup-form/SignupFlow'

/**
 * An agent's landing page, speaking to the invited friend: the invitation, the bonus their first top-up earns,
 * and the join action that opens sign-up with the code.
 */
export function AgentOffer({ code }: { code: string }) {
  const t = useT()
  const api = useElementApi()
  const [joining, setJoining] = useState(false)
  const load = useCallback(
    (signal: AbortSignal) => api.get('index/get_promotions', undefined, { signal, silent: true }),
    [api],
  )
  const promotions = useResource(load)
  return (
    <>
      <section className="ficha-card" part="card">
        <h2 className="ficha-card__title">{t('widget.invited')}</h2>
        <p className="ficha-card__text">{t('widget.inviteCode', { code })}</p>
        {/* Without the offer (a failed call) the invitation still stands: no error state here. */}
        {promotions.status === 'error' ? null : (
          <Loadable resource={promotions}>{(data) => <InviteOffer promotions={data} friend />}</Loadable>
        )}
        {joining ? null : (
          <Button block part="join" onClick={() => setJoining(true)}>
            {t('widget.join')}
          </Button>
        )}
      </section>
      {joining ? <SignupFlow invitationCode={code} /> : null}
    </>
  )
}
