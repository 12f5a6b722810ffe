import { useStore } from '@nanostores/react'
import { MenuList } from '@portal/app/MenuList'
import { menuCss } from '@portal/app/menu.styles'
import { navigateTo, relaunchLogin } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import { $webConfig } from '@portal/app/webconfig'
import { APP_VERSION } from '@src/constants'
import { NicknameForm } from '@src/features/auth/NicknameForm'
import { $player, patchPlayer } from '@src/features/auth/session'
import { $lang, setLanguage } from '@src/i18n'
import { LANGS, type Lang } from '@src/i18n/languages'
import { useT } from '@src/i18n/react'
import { logout } from '@src/session/auth'
import { Button } from '@src/ui/Button'
import { Icon } from '@src/ui/icons'
import { useStyles } from '@src/ui/styles'
import { useState } from 'react'
import { formCss } from './form.styles'
import { MenuSwitch, NoticeSettingsSection } from './NoticeSettings'

/**
 * Logout (spec §4): the server session is revoked when reachable; the local session is cleared either
 * way, then 'Logout succeeded.' and the login page.
 */
async function confirmLogout(t: (key: string) => string): Promise<void> {
  if (!(await feedback.confirm(t('settings.logoutConfirm')))) return
  await api.post('logout', undefined, { silent: true }).catch(() => {})
  logout()
  feedback.toast(t('msg.logoutSucceeded'))
  relaunchLogin()
}

/**
 * Automatic transfer (the operator's AUTO_TRANSFER on): the player's own switch, kept on the server. On,
 * opening a game takes the wallet in and leaving it brings the game balance back.
 */
function AutoTransferSwitch() {
  const t = useT()
  const config = useStore($webConfig)
  const player = useStore($player)
  // The switch follows the tap at once, while the server keeps it.
  const [chosen, setChosen] = useState<boolean | null>(null)
  if (!config?.autoTransfer || !player) return null
  const on = chosen ?? player.autoTransfer !== false
  const toggle = () => {
    setChosen(!on)
    api
      .post('user/settings', { autoTransfer: !on }, { silent: true })
      .then(
        (settings) => patchPlayer(settings),
        () => feedback.toast(t('msg.networkError')),
      )
      .finally(() => setChosen(null))
  }
  return (
    <fieldset className="ficha-menu">
      <legend className="ficha-menu__title">{t('settings.play')}</legend>
      <div className="ficha-menu__list">
        <MenuSwitch
          icon="repeat"
          label={t('settings.autoTransfer')}
          hint={t('settings.autoTransferHint')}
          on={on}
          busy={chosen !== null}
          onChange={toggle}
        />
      </div>
    </fieldset>
  )
}

/** /pages/mine/settings/index: public name (nickname), passwords, automatic transfer, notifications, language (applied at once, kept), about, version, logout. */
export default function SettingsPage() {
  useStyles(menuCss)
  useStyles(formCss)
  const t = useT()
  const lang = useStore($lang)
  const player = useStore($player)
  // The radio follows the tap at once, while the catalogue of the new language loads.
  const [chosen, setChosen] = useState<Lang | null>(null)
  const choose = (option: Lang) => {
    setChosen(option)
    setLanguage(option)
      .catch(() => feedback.toast(t('msg.networkError')))
      .finally(() => setChosen(null))
  }
  return (
    <>
      <fieldset className="ficha-menu">
        <legend className="ficha-menu__title">{t('settings.publicName')}</legend>
        <NicknameForm api={api} onSaved={(message) => feedback.toast(message)} />
      </fieldset>
      <MenuList
        title={t('settings.security')}
        items={[
          {
            key: 'changepwd',
            label: t('title.changePassword'),
            icon: 'lock',
            onSelect: () => navigateTo('/pages/mine/settings/changepwd'),
          },
          {
            key: 'setpaypwd',
            // A first-time set-up reads as one.
            label: t(player?.hasPayPassword === false ? 'money.setPayPassword' : 'title.setPayPassword'),
            icon: 'shield',
            onSelect: () => navigateTo('/pages/mine/settings/setpaypwd'),
          },
          {
            key: 'protection',
            label: t('title.protection'),
            icon: 'clock',
            onSelect: () => navigateTo('/pages/mine/protection/index'),
          },
        ]}
      />
      <AutoTransferSwitch />
      {player ? <NoticeSettingsSection /> : null}
      <fieldset className="ficha-menu">
        <legend className="ficha-menu__title">{t('settings.language')}</legend>
        <div className="ficha-menu__list">
          {LANGS.map((option) => (
            <label key={option} className="ficha-menu__row ficha-menu__item">
              <span className="ficha-menu__icon">
                <Icon name="globe" size={20} />
              </span>
              <span className="ficha-menu__label">{t(`lang.${option}`)}</span>
              <input
                type="radio"
                name="language"
                className="ficha-menu__radio"
                value={option}
                checked={option === (chosen ?? lang)}
                onChange={() => choose(option)}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <MenuList
        title={t('settings.general')}
        items={[
          {
            key: 'about',
            label: t('title.aboutUs'),
            icon: 'info',
            onSelect: () => navigateTo('/pages/jogos/about-us/index'),
          },
          { key: 'version', label: t('settings.version'), icon: 'info', value: APP_VERSION },
        ]}
      />
      <Button variant="danger" block onClick={() => confirmLogout(t)}>
        <Icon name="logout" size={20} />
        {t('settings.logout')}
      </Button>
    </>
  )
}
