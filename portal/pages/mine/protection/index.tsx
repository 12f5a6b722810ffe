import { navigateTo } from '@portal/app/navigation'
import { api } from '@portal/app/services'
import type { Limits } from '@src/contract/protection'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { $exclusion, barOf, isActive } from '@src/features/protection/exclusion'
import { LimitsForm } from '@src/features/protection/LimitsForm'
import { PausePanel } from '@src/features/protection/Pause'
import { ExclusionCard, SelfExclusion } from '@src/features/protection/SelfExclusion'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { useEffect } from 'react'

const loadLimits: LoadResource<Limits> = (signal) =>
  api.post('index/get_limits', undefined, { signal, silent: true })

/**
 * /pages/mine/protection/index: the player's limits, reality-check interval, pause, and cool-off or
 * self-exclusion. Linked from Mine, the settings and the responsible-gaming page.
 */
export default function ProtectionPage() {
  useStyles(moneyCss)
  const t = useT()
  const limits = useResource(loadLimits)
  useEffect(() => {
    if (limits.data) $exclusion.set(barOf(limits.data))
  }, [limits.data])
  return (
    <div className="ficha-money">
      <Loadable resource={limits}>
        {(data) => (
          <>
            {/* A running exclusion comes first; otherwise the limits, then the ways to take a break. */}
            {isActive(data.exclusion) ? <ExclusionCard exclusion={data.exclusion} /> : null}
            {/* A new key per answer: the fields start from what the server now holds. */}
            <LimitsForm key={JSON.stringify(data)} api={api} limits={data} onSaved={limits.reload} />
            {/* In one place whether it runs or not, so that starting one shows it where it was asked. */}
            {isActive(data.exclusion) ? null : (
              <PausePanel
                api={api}
                pause={data.pause}
                onChanged={limits.reload}
                onWithdraw={() => navigateTo('/pages/mine/account/withdraw')}
              />
            )}
            {isActive(data.exclusion) ? null : <SelfExclusion api={api} onExcluded={limits.reload} />}
          </>
        )}
      </Loadable>
      <section className="ficha-money-card">
        <Button variant="secondary" block onClick={() => navigateTo('/pages/responsible/index')}>
          {t('title.responsible')}
        </Button>
      </section>
    </div>
  )
}
