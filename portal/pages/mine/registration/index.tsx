import { switchTab } from '@portal/app/navigation'
import { api } from '@portal/app/services'
import type { RegistrationStatus } from '@src/contract/registration'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { RegistrationForm } from '@src/features/protection/RegistrationForm'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useState } from 'react'

const loadStatus: LoadResource<RegistrationStatus> = (signal) =>
  api.post('user/registration', undefined, { signal, silent: true })

/** The face step: start (or start again) the provider's hosted check, or wait for its answer. */
function FaceStep({ status, onReload }: { status: RegistrationStatus; onReload: () => Promise<void> }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      const { url } = await api.post('user/face_session')
      window.location.assign(url)
    } catch {
      setBusy(false)
    }
  }
  const pending = status.face === 'pending'
  return (
    <section className="ficha-money-card" data-testid="face-step">
      <p className="ficha-money-card__title">{t('registration.faceTitle')}</p>
      <p className="ficha-money-note" role="status">
        {t(`registration.face.${status.face}`)}
      </p>
      {pending ? (
        <Button variant="secondary" block onClick={() => void onReload()}>
          {t('registration.faceCheckAgain')}
        </Button>
      ) : null}
      <Button block busy={busy} onClick={start}>
        {t(status.face === 'none' ? 'registration.faceStart' : 'registration.faceRestart')}
      </Button>
    </section>
  )
}

/**
 * /pages/mine/registration/index: the extended registration of the brazil profile, for a new player after
 * sign-up and an older one at the next login (startup.ts leads there): the set, then the face match. Until
 * it is complete deposits and play are refused; withdrawals stay open.
 */
export default function RegistrationPage() {
  useStyles(moneyCss)
  const t = useT()
  const resource = useResource(loadStatus)
  const [saved, setSaved] = useState<RegistrationStatus | null>(null)
  return (
    <div className="ficha-money" data-testid="registration-page">
      <Loadable resource={resource}>
        {(loaded) => {
          const status = saved ?? loaded
          if (status.complete)
            return (
              <EmptyState
                icon="check"
                title={t('registration.completeTitle')}
                text={t('registration.completeText')}
                action={
                  <Button onClick={() => switchTab('/pages/jogos/index')}>{t('registration.toGames')}</Button>
                }
              />
            )
          return (
            <>
              <section className="ficha-money-card">
                <p className="ficha-money-card__title">{t('registration.introTitle')}</p>
                <p className="ficha-money-note">{t('registration.intro')}</p>
              </section>
              {status.saved ? null : <RegistrationForm api={api} status={status} onSaved={setSaved} />}
              {status.saved && status.faceRequired ? (
                <FaceStep
                  status={status}
                  onReload={async () => {
                    setSaved(null)
                    await resource.reload()
                  }}
                />
              ) : null}
            </>
          )
        }}
      </Loadable>
    </div>
  )
}
