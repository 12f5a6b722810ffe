import { useId, useState } from 'react'
import type { ApiClient } from '../../api/types'
import { useT } from '../../i18n/react'
import { type AgreementKey, AgreementSheet } from './AgreementSheet'

/** The agreement box with links that open the User Agreement and the Privacy Policy. */
export function AgreementCheck({
  api,
  checked,
  onChange,
}: {
  api: ApiClient
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const t = useT()
  const id = useId()
  const [open, setOpen] = useState<AgreementKey | null>(null)
  return (
    <div className="ficha-auth__agree">
      <label className="ficha-auth__check-hit" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="ficha-auth__check"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={`${id}-text`}
        />
      </label>
      <span id={`${id}-text`} className="ficha-auth__agree-text">
        {t('auth.agreePrefix')}{' '}
        <button type="button" className="ficha-auth__link" onClick={() => setOpen('user-agreement')}>
          {t('auth.userAgreement')}
        </button>{' '}
        {t('auth.and')}{' '}
        <button type="button" className="ficha-auth__link" onClick={() => setOpen('privacy')}>
          {t('auth.privacyPolicy')}
        </button>
      </span>
      {open ? <AgreementSheet api={api} contentKey={open} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}
