import { useStore } from '@nanostores/react'
import { useT } from '@src/i18n/react'
import { $storageData } from '@src/session/store'
import { Icon } from '@src/ui/icons'
import { LanguageSelect } from '@src/ui/LanguageSelect'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { navigate } from './location'
import { api, feedback, signOut } from './services'

/** The console's top bar: the menu button on a tablet, the brand, the operator, language and log-out. */
export function TopBar({ onMenu }: { onMenu: () => void }) {
  const t = useT()
  const { name, roles, userInfo } = useStore($storageData)
  const username = typeof userInfo?.username === 'string' ? userInfo.username : ''
  const who = formatPhoneWithCountry(name || username)
  const logOut = async () => {
    // The server ends the session; the device forgets it whether or not the call got through.
    await api.post('logout', undefined, { silent: true }).catch(() => undefined)
    signOut()
    navigate('/console/', { replace: true })
  }
  return (
    <header className="console-top">
      <button
        type="button"
        className="console-link-button console-top__menu"
        onClick={onMenu}
        aria-label={t('console.shell.menu')}
      >
        <Icon name="list" size={18} />
      </button>
      <a
        className="console-top__brand"
        href="/console/"
        onClick={(event) => {
          event.preventDefault()
          navigate('/console/')
        }}
      >
        <Icon name="shield" size={18} />
        {t('console.shell.brand')}
      </a>
      <span className="console-top__who" data-testid="console-operator" title={roles.join(', ')}>
        {who}
        {roles.length > 0 ? ` · ${roles.map((role) => t(`console.role.${role}`)).join(', ')}` : ''}
      </span>
      <LanguageSelect toast={feedback.toast} />
      <button type="button" className="console-link-button" onClick={logOut}>
        <Icon name="logout" size={16} />
        {t('console.shell.logout')}
      </button>
    </header>
  )
}
