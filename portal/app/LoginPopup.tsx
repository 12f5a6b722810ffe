import { useState } from 'react'
import { LoginForm } from '../../src/features/auth/LoginForm'
import { emptyPhone } from '../../src/features/auth/phone'
import { useT } from '../../src/i18n/react'
import { updateStorageData } from '../../src/session/store'
import { Button } from '../../src/ui/Button'
import { Modal } from '../../src/ui/Modal'
import { blockedTarget, dropBlocked, loginTarget, navigateTo, resumeAfterLogin } from './navigation'
import { api } from './services'

const close = () => {
  dropBlocked()
  updateStorageData({ loginPopup: false })
}

/**
 * Shown when the gate blocked a navigation (loginPopup on): log in in place and go on to where the player
 * was going, or open the login page (to sign up or reset the password) with the same destination.
 */
export function LoginPopup() {
  const t = useT()
  const [phone, setPhone] = useState(emptyPhone)
  const openLoginPage = () => {
    const target = loginTarget(blockedTarget())
    close()
    navigateTo(target)
  }
  return (
    <Modal variant="sheet" title={t('auth.popupTitle')} onClose={close} dismissible>
      <LoginForm
        api={api}
        phone={phone}
        onPhoneChange={setPhone}
        onSuccess={() => resumeAfterLogin()}
        footer={
          <Button variant="ghost" block onClick={openLoginPage}>
            {t('auth.openLoginPage')}
          </Button>
        }
      />
    </Modal>
  )
}
