import { navigateTo } from '@portal/app/navigation'
import { api } from '@portal/app/services'
import { useWithdrawalExpected } from '@portal/app/webconfig'
import type { LoadRecords } from '@src/features/money/RecordList'
import { RecordList } from '@src/features/money/RecordList'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'

const load: LoadRecords = (query, signal) => api.post('index/Wit_rech_list', query, { silent: true, signal })

/**
 * /pages/mine/account/withdraw_list: the player's withdrawals, by status ("Em análise" while the operator
 * reviews, with the usual time), with failure reasons and audit times.
 */
export default function WithdrawListPage() {
  const t = useT()
  const expected = useWithdrawalExpected()
  return (
    <RecordList
      type="withdraw"
      load={load}
      pendingNote={expected}
      emptyAction={
        <Button onClick={() => navigateTo('/pages/mine/account/withdraw')}>{t('title.withdraw')}</Button>
      }
    />
  )
}
