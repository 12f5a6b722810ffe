import { HOME_ROUTE } from '@portal/app/gate'
import { navigateTo, redirectTo, switchTab } from '@portal/app/navigation'
import { useRouteQuery } from '@portal/app/route-query'
import { api, feedback } from '@portal/app/services'
import { useDepositBonusForbidden } from '@portal/app/webconfig'
import type { RechargeOrder } from '@src/contract/money'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { HeldNote } from '@src/features/money/HeldNote'
import { moneyCss } from '@src/features/money/money.styles'
import { StatusBadge } from '@src/features/money/StatusBadge'
import { useDateTime } from '@src/features/money/use-date-time'
import { useRemaining } from '@src/features/money/use-remaining'
import { usePageVisible } from '@src/features/motion/use-motion'
import { QrCode } from '@src/features/qr/QrCode'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { formatCountdown } from '@src/time'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { Icon } from '@src/ui/icons'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCopy } from '@src/ui/useCopy'
import { useEffect, useMemo, useRef } from 'react'

/** How often an unpaid order is read again, so the page turns paid on its own. */
const POLL_MS = 4000

const css = `
.ficha-deposit__head { display: flex; align-items: center; justify-content: space-between; gap: calc(var(--ficha-space) * 2); }
.ficha-deposit__clock { display: flex; flex-direction: column; align-items: center; gap: var(--ficha-space); }
.ficha-deposit__time { font-size: 32px; font-weight: 700; font-variant-numeric: tabular-nums; color: var(--ficha-accent); letter-spacing: 0.04em; }
.ficha-deposit__qr { display: flex; justify-content: center; }
/* On a phone the player pays in the banking app on the same phone: "Copiar código PIX" first, the QR
   below; from tablet width, where the QR is scanned with another phone, the QR comes first. */
@media (min-width: 600px) { .ficha-deposit__pix .ficha-deposit__qr { order: -1; } }
.ficha-deposit__code {
  margin: 0;
  padding: calc(var(--ficha-space) * 3);
  border-radius: var(--ficha-radius-sm);
  background: var(--ficha-surface-sunken);
  font: var(--ficha-font-size-xs)/1.5 ui-monospace, SFMono-Regular, Menlo, monospace;
  overflow-wrap: anywhere;
  user-select: all;
}
.ficha-deposit__done { display: flex; flex-direction: column; align-items: center; gap: calc(var(--ficha-space) * 2); text-align: center; }
.ficha-deposit__done-icon { display: inline-flex; padding: calc(var(--ficha-space) * 3); border-radius: 50%; background: var(--ficha-surface-raised); color: var(--ficha-profit); }
.ficha-deposit__actions { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 2); }
`

const TOP_UP = '/pages/mine/account/recharge'

/** The order of ?id=, or the player's newest unpaid top-up; null when there is none. */
const loaderFor =
  (id: number): LoadResource<RechargeOrder | null> =>
  async (signal) => {
    const options = { silent: true, signal }
    if (id > 0) return api.post('index/recharge_info', { id }, options)
    const open = await api.post(
      'index/Wit_rech_list',
      { type: 'recharge', status: 'unpaid', limit: 1 },
      options,
    )
    const newest = open.list[0]
    return newest ? api.post('index/recharge_info', { id: newest.id }, options) : null
  }

function PixCode({ order, expired }: { order: RechargeOrder; expired: boolean }) {
  const t = useT()
  const copy = useCopy()
  if (!order.brCode || expired) return null
  return (
    <section className="ficha-money-card ficha-deposit__pix" aria-label={t('money.pixCode')}>
      <Button block onClick={() => copy(order.brCode ?? '')}>
        <Icon name="copy" size={18} />
        {t('money.copyCode')}
      </Button>
      <p className="ficha-deposit__code" data-testid="br-code">
        {order.brCode}
      </p>
      <p className="ficha-money-note">{t('money.pixHowTo')}</p>
      <div className="ficha-deposit__qr">
        <QrCode value={order.brCode} label={t('money.pixQr')} size={220} />
      </div>
    </section>
  )
}

function Paid({ order }: { order: RechargeOrder }) {
  const t = useT()
  return (
    <section className="ficha-money-card ficha-deposit__done" aria-live="polite">
      <span className="ficha-deposit__done-icon">
        <Icon name="check" size={32} />
      </span>
      <p className="ficha-money-card__title">{t('money.depositPaid')}</p>
      <p className="ficha-money-note">
        {t('money.depositPaidText', { amount: formatBRL(order.amount + order.bonus) })}
      </p>
      <div className="ficha-deposit__actions">
        <Button onClick={() => switchTab(HOME_ROUTE)}>{t('record.play')}</Button>
        <Button variant="secondary" onClick={() => redirectTo('/pages/mine/account/index')}>
          {t('title.account')}
        </Button>
      </div>
    </section>
  )
}

function OrderView({ order, reload }: { order: RechargeOrder; reload: () => Promise<void> }) {
  const t = useT()
  const dateTime = useDateTime()
  const visible = usePageVisible()
  const bonusForbidden = useDepositBonusForbidden()
  const deadline = order.expiresAt ? Date.parse(order.expiresAt) : null
  const remaining = useRemaining(deadline)
  const expired = deadline !== null && remaining === 0
  // Paid but held for a refund: nothing left to pay, so no countdown and no code, only why and what happens.
  const held = order.status === 'unpaid' ? order.hold : null
  const open = order.status === 'unpaid' && !held
  const waiting = open && !expired

  // Read the order again while the player pays (in a banking app, usually): it turns paid here by itself.
  useEffect(() => {
    if (!waiting || !visible) return
    const timer = setInterval(() => reload().catch(() => undefined), POLL_MS)
    return () => clearInterval(timer)
  }, [waiting, visible, reload])

  const lastStatus = useRef(order.status)
  useEffect(() => {
    if (lastStatus.current === 'unpaid' && order.status === 'paid') feedback.toast(t('money.depositPaid'))
    lastStatus.current = order.status
  }, [order.status, t])

  return (
    <div className="ficha-money">
      {order.status === 'paid' ? <Paid order={order} /> : null}
      <section className="ficha-money-card">
        <div className="ficha-deposit__head">
          {/* "Order created" only while it waits to be paid: a paid or held order is past that. */}
          <h2 className="ficha-money-card__title">{t(open ? 'money.orderCreated' : 'money.orderDetails')}</h2>
          <StatusBadge status={order.status} held={held !== null} />
        </div>
        {held ? <HeldNote hold={held} /> : null}
        {open && deadline !== null ? (
          <div className="ficha-deposit__clock" role="timer" aria-label={t('money.payWithin')}>
            <span className="ficha-money-note">{expired ? t('money.expired') : t('money.payWithin')}</span>
            <span className="ficha-deposit__time">{formatCountdown(remaining)}</span>
          </div>
        ) : null}
        {open && deadline === null ? <p className="ficha-money-note">{t('money.underReview')}</p> : null}
        {order.status === 'failed' && order.failureReason ? (
          <p className="ficha-money-error">{t('money.failureReason', { reason: order.failureReason })}</p>
        ) : null}
        <dl className="ficha-summary">
          <Fact label={t('money.amount')} valueClassName="ficha-summary__strong">
            {formatBRL(order.amount)}
          </Fact>
          {bonusForbidden ? null : <Fact label={t('money.bonus')}>{formatBRL(order.bonus)}</Fact>}
          <Fact label={t('money.channel')}>{order.channel.name}</Fact>
          <Fact label={t('money.orderNumber')} className="ficha-summary__long">
            {order.txid ?? order.id}
          </Fact>
          <Fact label={t('money.createdAt')}>{dateTime(order.createdAt)}</Fact>
        </dl>
      </section>
      {open ? <PixCode order={order} expired={expired} /> : null}
      {expired && open ? (
        <Button block onClick={() => redirectTo(TOP_UP)}>
          {t('money.topUpAgain')}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * /pages/mine/savings-account/index (?id=<order>): a top-up order: the PIX BR Code as a QR code and as
 * 'copia e cola' text, the time left to pay, and the status, which turns paid on its own.
 */
export default function DepositPage() {
  useStyles(moneyCss)
  useStyles(css)
  const t = useT()
  const asked = Number(useRouteQuery().get('id'))
  const id = Number.isInteger(asked) ? asked : 0
  const load = useMemo(() => loaderFor(id), [id])
  const order = useResource(load)
  return (
    <Loadable
      resource={order}
      isEmpty={(data) => data === null}
      empty={
        <EmptyState
          icon="coins"
          title={t('money.noOpenDeposit')}
          text={t('money.noOpenDepositText')}
          action={<Button onClick={() => navigateTo(TOP_UP)}>{t('title.recharge')}</Button>}
        />
      }
    >
      {(data) => (data ? <OrderView order={data} reload={order.reload} /> : null)}
    </Loadable>
  )
}
