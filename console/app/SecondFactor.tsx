import { useStore } from '@nanostores/react'
import type { TotpEnrolment, TotpStatus } from '@src/contract/console'
import { QrCode } from '@src/features/qr/QrCode'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { TextField } from '@src/ui/TextField'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { AuthCard } from './Login'
import { $secondFactorNeeded, api, signOut } from './services'

/** The 6-digit field and its submit, shared by enrolment and login. */
function CodeForm({ onCode, label }: { onCode: (code: string) => Promise<unknown>; label: string }) {
  const t = useT()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    await onCode(code.trim()).catch(() => setCode(''))
    setBusy(false)
  }
  return (
    <form onSubmit={submit} className="console-auth__form">
      <TextField
        label={t('console.totp.code')}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        required
        autoFocus
      />
      <Button type="submit" block busy={busy} disabled={code.length !== 6}>
        {label}
      </Button>
    </form>
  )
}

/** Ten recovery codes, shown once after the enrolment, until the operator says they are saved. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT()
  return (
    <AuthCard title={t('console.totp.recoveryTitle')}>
      <p>{t('console.totp.recoveryIntro')}</p>
      <ul className="console-auth__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button block onClick={onDone}>
        {t('console.totp.saved')}
      </Button>
    </AuthCard>
  )
}

/**
 * Setting up the second factor: the QR code of the otpauth URI and the key, then the app's first code; the
 * recovery codes after. `onSkip` when it is offered, not required (CONSOLE_TOTP_REQUIRED off).
 */
function Enrol({ onDone, onSkip }: { onDone: () => void; onSkip?: () => void }) {
  const t = useT()
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  useEffect(() => {
    api
      .post('console/totp_enrol')
      .then(setEnrolment)
      .catch(() => undefined)
  }, [])
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />
  const confirm = async (code: string) => {
    const answer = await api.post('console/totp_confirm', { code })
    setCodes(answer.recoveryCodes)
  }
  return (
    <AuthCard title={t('console.totp.enrolTitle')}>
      <p>{t('console.totp.enrolIntro')}</p>
      {enrolment ? (
        <>
          <div className="console-auth__qr">
            <QrCode value={enrolment.uri} label={t('console.totp.qr')} size={184} />
          </div>
          <p>{t('console.totp.secret')}</p>
          <code className="console-auth__secret" data-testid="totp-secret">
            {enrolment.secret}
          </code>
          <CodeForm onCode={confirm} label={t('console.totp.confirm')} />
        </>
      ) : null}
      <p>{onSkip ? t('console.totp.optional') : t('console.totp.required')}</p>
      {onSkip ? (
        <Button variant="ghost" block onClick={onSkip}>
          {t('console.totp.skip')}
        </Button>
      ) : (
        <Button variant="ghost" block onClick={() => signOut()}>
          {t('console.totp.otherAccount')}
        </Button>
      )}
    </AuthCard>
  )
}

/** A console login's second step: the app's code, or a recovery code. */
function Verify({ onDone }: { onDone: (status: TotpStatus) => void }) {
  const t = useT()
  const [recovery, setRecovery] = useState(false)
  const [recoveryCode, setRecoveryCode] = useState('')
  const submitRecoveryCode = async (event: FormEvent) => {
    event.preventDefault()
    const status = await api
      .post('console/totp_verify', { recoveryCode: recoveryCode.trim() })
      .catch(() => null)
    if (status) onDone(status)
  }
  return (
    <AuthCard title={t('console.totp.verifyTitle')}>
      <p>{t('console.totp.verifyIntro')}</p>
      {recovery ? (
        <form onSubmit={submitRecoveryCode} className="console-auth__form">
          <TextField
            label={t('console.totp.recovery')}
            value={recoveryCode}
            onChange={setRecoveryCode}
            autoComplete="off"
            required
            autoFocus
          />
          <Button type="submit" block disabled={recoveryCode.trim() === ''}>
            {t('console.totp.verify')}
          </Button>
        </form>
      ) : (
        <CodeForm
          onCode={async (code) => onDone(await api.post('console/totp_verify', { code }))}
          label={t('console.totp.verify')}
        />
      )}
      <Button variant="ghost" block onClick={() => setRecovery(!recovery)}>
        {recovery ? t('console.totp.useApp') : t('console.totp.useRecovery')}
      </Button>
      <Button variant="ghost" block onClick={() => signOut()}>
        {t('console.totp.otherAccount')}
      </Button>
    </AuthCard>
  )
}

/**
 * Between the login and the console (docs/console.md): an account with a second factor passes it first; one
 * without sets it up first when CONSOLE_TOTP_REQUIRED, else is offered to (children get `offer`).
 */
export function SecondFactorGate({ children }: { children: (offer?: () => void) => ReactNode }) {
  const needed = useStore($secondFactorNeeded)
  const [status, setStatus] = useState<TotpStatus | 'none' | null>(null)
  const [enrolling, setEnrolling] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a call refused for the second factor asks again
  useEffect(() => {
    api
      .post('console/totp_status', undefined, { silent: true })
      .then(setStatus)
      // Not a console account (a player): the pages say what is allowed.
      .catch(() => setStatus('none'))
  }, [needed])
  const done = (next: TotpStatus) => {
    setStatus(next)
    setEnrolling(false)
    $secondFactorNeeded.set(false)
  }
  const reload = () => {
    setEnrolling(false)
    api
      .post('console/totp_status', undefined, { silent: true })
      .then(done)
      .catch(() => setStatus('none'))
  }
  if (status === null) return null
  if (status === 'none') return <>{children()}</>
  if (status.enrolled && !status.verified) return <Verify onDone={done} />
  if (!status.enrolled && (status.required || enrolling))
    return <Enrol onDone={reload} onSkip={status.required ? undefined : () => setEnrolling(false)} />
  return <>{children(status.enrolled ? undefined : () => setEnrolling(true))}</>
}
