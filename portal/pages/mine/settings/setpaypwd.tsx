import { useStore } from '@nanostores/react'
import { back } from '@portal/app/navigation'
import { usePageTitle } from '@portal/app/page-title'
import { api, feedback } from '@portal/app/services'
import { $player, applyUserInfo } from '@src/features/auth/session'
import { PayPasswordForm } from '@src/features/money/PayPasswordForm'
import { useT } from '@src/i18n/react'
import { useStyles } from '@src/ui/styles'
import { formCss } from './form.styles'

/**
 * /pages/mine/settings/setpaypwd: the 6-digit withdrawal password, twice, with a code to the account's phone;
 * headed as a set-up until the player has one, as a change after.
 */
export default function SetPayPasswordPage() {
  useStyles(formCss)
  const t = useT()
  const player = useStore($player)
  usePageTitle(player?.hasPayPassword === false ? t('money.setPayPassword') : null)
  return (
    <PayPasswordForm
      className="ficha-settings-form"
      api={api}
      toast={feedback.toast}
      phone={player?.username}
      onSaved={() => {
        api
          .post('user/getUserinfo', undefined, { silent: true })
          .then(applyUserInfo)
          .catch(() => {})
        back()
      }}
    />
  )
}
