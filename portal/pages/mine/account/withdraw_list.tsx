import type { LoadRecords } from '../../../../src/features/money/RecordList'
import { RecordList } from '../../../../src/features/money/RecordList'
import { useT } from '../../../../src/i18n/react'
import { Button } from '../../../../src/ui/Button'
import { navigateTo } from '../../../app/navigation'
import { api } from '../../../app/services'

const load: LoadRecords = (query, signal) => api.post('index/Wit_rech_list', query, { silent: true, signal })

/** /pages/mine/account/withdraw_list: the player's withdrawals, by status, with failure reasons and audit times. */
export default function WithdrawListPage() {
  const t = useT()
  return (
    <RecordList
      type="withdraw"
      load={load}
      emptyAction={
        <Button onClick={() => navigateTo('/pages/mine/account/withdraw')}>{t('title.withdraw')}</Button>
      }
    />
  )
}
