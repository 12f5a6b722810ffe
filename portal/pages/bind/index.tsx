import { moneyCss } from '@src/features/money/money.styles'
import { PixKeyForm } from '@src/features/money/PixKeyForm'
import { useStyles } from '@src/ui/styles'
import { historyDepth } from '../../app/location'
import { back, redirectTo } from '../../app/navigation'
import { api, feedback } from '../../app/services'

/**
 * /pages/bind/index: adds a chave PIX to receive withdrawals (src/features/money/PixKeyForm, the same form
 * the withdrawal page shows in place), then back to where the player came from.
 */
export default function BindPage() {
  useStyles(moneyCss)
  return (
    <div className="ficha-money">
      <PixKeyForm
        api={api}
        toast={feedback.toast}
        onBound={() => {
          if (historyDepth() > 0) back()
          else redirectTo('/pages/mine/account/bank_list')
        }}
      />
    </div>
  )
}
