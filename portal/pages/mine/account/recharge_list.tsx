import { navigateTo } from '@portal/app/navigation'
import { api } from '@portal/app/services'
import type { LoadRecords } from '@src/features/money/RecordList'
import { RecordList } from '@src/features/money/RecordList'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'

const load: LoadRecords = (query, signal) => api.post('index/Wit_rech_list', query, { silent: true, signal })

/**
 * /pages/mine/account/recharge_list: the player's top-ups, by status, with failure reasons and audit times;
 * an unpaid PIX top-up reopens on its payment page while its code works.
 */
export default function RechargeListPage() {
  const t = useT()
  return (
    <RecordList
      type="recharge"
      load={load}
      onReopen={(record) => navigateTo(`/pages/mine/savings-account/index?id=${record.id}`)}
      emptyAction={
        <Button onClick={() => navigateTo('/pages/mine/account/recharge')}>{t('title.recharge')}</Button>
      }
    />
  )
}
