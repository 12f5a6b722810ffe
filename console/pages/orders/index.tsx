import { AwaitsChecker, asksApprovalConfirm, confirmApproval } from '@console/app/approval'
import { CardList } from '@console/app/CardList'
import { queryParam } from '@console/app/location'
import { NoPermission } from '@console/app/NoPermission'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import { type AdminOrder, type PayoutDetails, UPLOAD_MAX_BYTES } from '@src/contract/money'
import {
  MONEY_PERMISSIONS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderStatus,
  type OrderType,
} from '@src/contract/money-values'
import type { PayoutQueue } from '@src/contract/payouts'
import { $player } from '@src/features/auth/session'
import { FilterTabs } from '@src/features/money/FilterTabs'
import { FormError } from '@src/features/money/FormError'
import { ImagePicker } from '@src/features/money/ImagePicker'
import { MemoField } from '@src/features/money/MemoField'
import { moneyCss } from '@src/features/money/money.styles'
import { PrivateImage } from '@src/features/money/PrivateImage'
import { Segments } from '@src/features/money/Segments'
import { StatusBadge } from '@src/features/money/StatusBadge'
import { createUploader } from '@src/features/money/upload'
import { useDateTime } from '@src/features/money/use-date-time'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { hasPermi } from '@src/permissions/player'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { Modal } from '@src/ui/Modal'
import { useStyles } from '@src/ui/styles'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { type ReactNode, useCallback, useEffect, useState } from 'react'

const PAGE_SIZE = 20
const upload = createUploader(api)
const REASON_MAX_LENGTH = 200

/** The payout fields worth showing to the operator who pays, in order; empty ones are left out. */
const PAYOUT_FIELDS = [
  'bankName',
  'holder',
  'number',
  'branch',
  'phone',
  'reservedPhone',
  'email',
  'cpf',
  'memo',
] as const

/** `long`: a code or sentence that goes under its label when both do not fit on one line (money.styles.ts). */
function Row({ label, value, long = false }: { label: string; value: string; long?: boolean }) {
  return (
    <Fact label={label} className={long ? 'ficha-summary__long' : undefined}>
      {value}
    </Fact>
  )
}

function Payout({ payout }: { payout: PayoutDetails }) {
  const t = useT()
  return (
    <>
      <Row label={t('money.accountKind')} value={t(`money.kind.${payout.kind}`)} />
      {payout.pixKeyType ? (
        <Row label={t('money.pixKeyType')} value={t(`money.pixType.${payout.pixKeyType}`)} />
      ) : null}
      {PAYOUT_FIELDS.filter((field) => payout[field]).map((field) => (
        <Row key={field} label={t(`money.payout.${field}`)} value={payout[field]} />
      ))}
    </>
  )
}

/**
 * A decision on an order that needs the operator's reason (and what `children` add): `submit` sends it with
 * the trimmed reason, or answers what is missing, shown under the fields.
 */
function ReasonDialog({
  title,
  intro,
  children,
  submitLabel,
  danger = false,
  onClose,
  submit,
}: {
  title: string
  intro?: string
  children?: ReactNode
  submitLabel: string
  danger?: boolean
  onClose: () => void
  submit: (reason: string) => Promise<string | null>
}) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <Modal title={title} onClose={onClose} dismissible>
      <div className="ficha-money">
        {intro ? <p className="ficha-money-note">{intro}</p> : null}
        <MemoField
          label={t('money.reason')}
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX_LENGTH}
        />
        {children}
        <FormError message={error} />
        <Button
          variant={danger ? 'danger' : undefined}
          block
          onClick={async () => setError(await submit(reason.trim()))}
        >
          {submitLabel}
        </Button>
      </div>
    </Modal>
  )
}

/** A dialog deciding one order, closed by the operator or once the decision is sent. */
interface OrderDialogProps {
  order: AdminOrder
  onClose: () => void
  onDone: () => void
}

function RejectDialog({ order, onClose, onDone }: OrderDialogProps) {
  const t = useT()
  return (
    <ReasonDialog
      title={t('money.rejectTitle', { amount: formatBRL(order.amount) })}
      submitLabel={t('money.reject')}
      danger
      onClose={onClose}
      submit={async (reason) => {
        if (!reason) return t('money.reasonRequired')
        await api.post('admin/review', { id: order.id, action: 'reject', reason })
        feedback.toast(t('money.rejected'))
        onDone()
        return null
      }}
    />
  )
}

/**
 * The first of two operators paying a top-up no provider confirmed: a reason and the proof, then a different
 * operator approves (docs/console.md, "Who may do what").
 */
function ProposeDialog({ order, onClose, onDone }: OrderDialogProps) {
  const t = useT()
  const [proof, setProof] = useState<File | null>(null)
  return (
    <ReasonDialog
      title={t('money.proposal.title', { amount: formatBRL(order.amount) })}
      intro={t('money.proposal.why')}
      submitLabel={t('money.proposal.submit')}
      onClose={onClose}
      submit={async (reason) => {
        if (!reason || !proof) return t('money.proposal.required')
        const { id: proofId } = await upload(proof)
        await api.post('admin/review', { id: order.id, action: 'approve', reason, proofId })
        feedback.toast(t('money.proposal.sent'))
        onDone()
        return null
      }}
    >
      <ImagePicker
        label={t('money.proposal.proof')}
        file={proof}
        onChange={setProof}
        maxBytes={UPLOAD_MAX_BYTES}
      />
    </ReasonDialog>
  )
}

/** Minutes left to the 120-minute mark (negative once past it), at the minute the card was drawn. */
const minutesLeft = (deadlineAt: string): number => Math.floor((Date.parse(deadlineAt) - Date.now()) / 60_000)

/** The withdrawal queue's figures against the 120-minute mark (admin/payout_queue). */
function PayoutFigures() {
  const t = useT()
  const dateTime = useDateTime()
  const [queue, setQueue] = useState<PayoutQueue | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    api
      .post('admin/payout_queue', undefined, { silent: true, signal: controller.signal })
      .then(setQueue)
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  if (!queue) return null
  return (
    <section className="ficha-money-card" data-testid="payout-figures">
      <dl className="ficha-summary">
        <Row label={t('money.payoutFigures.pending')} value={String(queue.pendingCount)} />
        <Row label={t('money.payoutFigures.amount')} value={formatBRL(queue.pendingAmount)} />
        <Row
          label={t('money.payoutFigures.oldest')}
          value={queue.oldestAt ? dateTime(queue.oldestAt) : t('money.payoutFigures.none')}
        />
        <Row label={t('money.payoutFigures.held')} value={String(queue.heldCount)} />
        <Row label={t('money.payoutFigures.overdue')} value={String(queue.overdueCount)} />
      </dl>
    </section>
  )
}

function OrderCard({
  order,
  checkerRoles,
  onDecided,
}: {
  order: AdminOrder
  /** The roles that may approve a proposal, named to its proposer in place of the approve button. */
  checkerRoles: readonly string[]
  onDecided: () => void
}) {
  const t = useT()
  const dateTime = useDateTime()
  const me = useStore($player)?.id
  // The one dialog open over the card: the reason for a rejection, or the proposal of a top-up.
  const [dialog, setDialog] = useState<'reject' | 'propose' | null>(null)
  const Dialog = dialog === 'reject' ? RejectDialog : dialog === 'propose' ? ProposeDialog : null
  const payout = order.payoutState
  // A withdrawal the payout rules cleared, or that is on its way, is no longer a human's to decide.
  const inFlight = payout?.status != null && payout.status !== 'held'
  const canReview = hasPermi(MONEY_PERMISSIONS.reviewOrder) && order.status === 'unpaid' && !inFlight
  const left = payout && order.status === 'unpaid' ? minutesLeft(payout.deadlineAt) : null
  // A held payment can only go back to its payer: approving it would fail (RefundOnly), so it is not offered.
  const held = order.status === 'unpaid' ? order.hold : null
  // A top-up no provider confirmed is paid by two operators: the first proposes with a reason and the proof.
  const needsProposal = order.type === 'recharge' && order.proposal === null
  // The proposer never checks their own proposal (the server refuses it): who must, instead of the button.
  const ownProposal = order.proposal !== null && order.proposal.operator.id === me
  const approve = async () => {
    if (needsProposal) {
      setDialog('propose')
      return
    }
    const viaPix = payout?.status === 'held'
    const sure = asksApprovalConfirm(order.amount)
      ? await confirmApproval(order.amount, order.player)
      : await feedback.confirm(
          t(viaPix ? 'money.payoutSendConfirm' : 'money.approveConfirm', {
            amount: formatBRL(order.amount),
          }),
          { confirmText: t(viaPix ? 'money.payoutSend' : 'money.approve') },
        )
    if (!sure) return
    const decided = await api.post('admin/review', { id: order.id, action: 'approve' })
    // A held withdrawal above the automatic ceiling: this approval was the proposal, another operator's pays.
    const proposed = decided.status === 'unpaid' && decided.proposal !== null && order.proposal === null
    feedback.toast(t(proposed ? 'money.proposal.sent' : viaPix ? 'money.payoutSent' : 'money.approved'))
    onDecided()
  }
  return (
    <li className="ficha-row-card" data-testid="admin-order">
      <div className="ficha-row-card__head">
        <span className="ficha-row-card__amount">{formatBRL(order.amount)}</span>
        <StatusBadge status={order.status} type={order.type} held={held !== null} />
      </div>
      <dl className="ficha-summary">
        <Row label={t('money.orderNumber')} value={order.txid ?? String(order.id)} long />
        <Row label={t('money.player')} value={formatPhoneWithCountry(order.player.phone)} />
        {order.channel ? <Row label={t('money.channel')} value={order.channel.name} /> : null}
        {order.payout ? <Payout payout={order.payout} /> : null}
        <Row label={t('money.createdAt')} value={dateTime(order.createdAt)} />
        {order.auditedAt ? <Row label={t('money.auditedAt')} value={dateTime(order.auditedAt)} /> : null}
        {order.reviewer ? (
          <Row label={t('money.reviewer')} value={formatPhoneWithCountry(order.reviewer.phone)} />
        ) : null}
        {order.failureReason ? <Row label={t('money.reason')} value={order.failureReason} long /> : null}
        {payout?.refusal ? (
          <Row label={t('money.refusalTold')} value={t(`money.refusal.${payout.refusal}`)} long />
        ) : null}
        {order.proposal ? (
          <>
            <Row
              label={t('money.proposal.by')}
              value={formatPhoneWithCountry(order.proposal.operator.phone)}
            />
            <Row label={t('money.proposal.at')} value={dateTime(order.proposal.at)} />
            {order.proposal.reason ? (
              <Row label={t('money.proposal.reason')} value={order.proposal.reason} long />
            ) : null}
          </>
        ) : null}
        {payout?.status ? (
          <Row label={t('money.payoutLabel')} value={t(`money.payoutStatus.${payout.status}`)} />
        ) : null}
        {payout?.waitReason && order.status === 'unpaid' ? (
          <Row label={t('money.payoutWaitLabel')} value={t(`money.payoutWait.${payout.waitReason}`)} long />
        ) : null}
        {left !== null ? (
          <Row
            label={t('money.timeLeft')}
            value={
              left >= 0
                ? t('money.minutesLeft', { minutes: left })
                : t('money.minutesLate', { minutes: -left })
            }
          />
        ) : null}
        {held ? (
          <Row label={t('adminProtection.detail.hold')} value={t(`protection.hold.${held}`)} long />
        ) : null}
      </dl>
      {order.voucherUrl ? <PrivateImage url={order.voucherUrl} alt={t('money.screenshot')} /> : null}
      {order.proposal?.proofUrl ? (
        <PrivateImage url={order.proposal.proofUrl} alt={t('money.proposal.proof')} />
      ) : null}
      {order.payout?.qrCodeUrl ? (
        <PrivateImage url={order.payout.qrCodeUrl} alt={t('money.paymentQr')} />
      ) : null}
      {canReview ? (
        <div className="ficha-row-card__actions">
          <Button variant="danger" onClick={() => setDialog('reject')}>
            {t('money.reject')}
          </Button>
          {held || ownProposal ? null : (
            <Button onClick={approve}>
              {t(
                needsProposal
                  ? 'money.proposal.submit'
                  : order.type === 'recharge'
                    ? 'money.approve'
                    : payout?.status === 'held'
                      ? 'money.payoutSend'
                      : 'money.markPaid',
              )}
            </Button>
          )}
        </div>
      ) : null}
      {canReview && ownProposal ? <AwaitsChecker roles={checkerRoles} className="ficha-money-note" /> : null}
      {Dialog ? (
        <Dialog
          order={order}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null)
            onDecided()
          }}
        />
      ) : null}
    </li>
  )
}

function Queue({ type, status }: { type: OrderType; status: OrderStatus }) {
  const t = useT()
  const [checkerRoles, setCheckerRoles] = useState<string[]>([])
  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const answer = await api.post(
        'admin/orders',
        { type, status, page, limit: PAGE_SIZE },
        { silent: true, signal },
      )
      setCheckerRoles(answer.checkerRoles)
      return answer
    },
    [type, status],
  )
  return (
    <CardList load={load} empty={{ title: t('money.queueEmpty'), text: t('money.queueEmptyText') }}>
      {(order: AdminOrder, reload) => (
        <OrderCard key={order.id} order={order} checkerRoles={checkerRoles} onDecided={reload} />
      )}
    </CardList>
  )
}

/**
 * /console/orders: the operator's queues of top-ups (with their screenshots) and withdrawals (with
 * where to pay), to approve or reject with a reason (R$ 1.500 or more confirmed first: console/app/approval). Shown to permitted accounts only; the server checks.
 */
export default function AdminOrdersPage() {
  useStyles(moneyCss)
  const t = useT()
  // ?type=withdraw opens the withdrawals' queue (the overview's count of payouts links there).
  const [type, setType] = useState<OrderType>(() =>
    queryParam('type') === 'withdraw' ? 'withdraw' : 'recharge',
  )
  const [status, setStatus] = useState<OrderStatus>('unpaid')
  const { permissions } = useStore($storageData)
  if (!grantsPermission(permissions, MONEY_PERMISSIONS.listOrders)) return <NoPermission />
  return (
    <div className="ficha-money">
      <section className="ficha-money-card">
        <Segments
          legend={t('money.queue')}
          name="type"
          value={type}
          onChange={setType}
          options={ORDER_TYPES.map((item) => ({ value: item, label: t(`money.orderType.${item}`) }))}
        />
      </section>
      <FilterTabs
        options={ORDER_STATUSES}
        value={status}
        onChange={setStatus}
        label={(item) => t(`money.status.${item}`)}
        ariaLabel={t('money.filter')}
        thirds
      />
      {type === 'withdraw' ? <PayoutFigures key={status} /> : null}
      <div role="tabpanel">
        <Queue key={`${type}-${status}`} type={type} status={status} />
      </div>
    </div>
  )
}
