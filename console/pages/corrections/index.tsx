import { AwaitsChecker, asksApprovalConfirm, confirmApproval } from '@console/app/approval'
import { ConsoleTable, TablePager } from '@console/app/ConsoleTable'
import { NoPermission } from '@console/app/NoPermission'
import { useOperatorDateTime } from '@console/app/operator-time'
import { PlayerIdField } from '@console/app/PlayerIdField'
import { pageCount } from '@console/app/paging'
import { SelectField } from '@console/app/SelectField'
import { api, feedback } from '@console/app/services'
import { consoleTableCss } from '@console/app/table.styles'
import { useStore } from '@nanostores/react'
import type { Correction, CorrectionPage } from '@src/contract/corrections'
import {
  CORRECTION_ACCOUNTS,
  CORRECTION_DIRECTIONS,
  CORRECTION_PERMISSIONS,
  CORRECTION_REASONS,
  type CorrectionAccount,
  type CorrectionDirection,
  type CorrectionReason,
  type CorrectionStatus,
} from '@src/contract/corrections-values'
import { $player } from '@src/features/auth/session'
import { FormError } from '@src/features/money/FormError'
import { useT } from '@src/i18n/react'
import { formatBRL, parseAmount } from '@src/money'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { useCallback, useEffect, useState } from 'react'

const PAGE_SIZE = 20
const uuid = () => crypto.randomUUID()

function CreateForm({ fourEyes, onDone }: { fourEyes: number; onDone: () => void }) {
  const t = useT()
  const [userId, setUserId] = useState('')
  const [account, setAccount] = useState<CorrectionAccount>('wallet')
  const [direction, setDirection] = useState<CorrectionDirection>('credit')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState<CorrectionReason>('goodwill')
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  // One key per attempt: a retry of the same form answers the first correction; a new form, a new key.
  const [key, setKey] = useState(uuid)
  const submit = async () => {
    const player = Number(userId)
    const centavos = parseAmount(amount)
    if (!Number.isSafeInteger(player) || player < 1) return setError(t('console.corrections.playerInvalid'))
    if (!centavos || centavos < 1) return setError(t('code.1401'))
    if (!comment.trim()) return setError(t('console.corrections.commentRequired'))
    setError(null)
    const made = await api.post('admin/correction_create', {
      userId: player,
      account,
      direction,
      amount: centavos,
      reason,
      comment: comment.trim(),
      idempotencyKey: key,
    })
    feedback.toast(
      t(made.status === 'pending' ? 'console.corrections.madePending' : 'console.corrections.madeApplied'),
    )
    setKey(uuid())
    setAmount('')
    setComment('')
    onDone()
  }
  return (
    <section className="ficha-console-card" aria-labelledby="correction-create">
      <h2 id="correction-create">{t('console.corrections.create')}</h2>
      <p className="ficha-console-note">
        {t('console.corrections.fourEyesNote', { amount: formatBRL(fourEyes) })}
      </p>
      <div className="ficha-console-form">
        <PlayerIdField label={t('console.corrections.player')} value={userId} onChange={setUserId} />
        <SelectField
          className="ficha-console-select"
          label={t('console.corrections.account')}
          value={account}
          options={CORRECTION_ACCOUNTS}
          onChange={setAccount}
          text={(value) => t(`console.corrections.accounts.${value}`)}
        />
        <SelectField
          className="ficha-console-select"
          label={t('console.corrections.direction')}
          value={direction}
          options={CORRECTION_DIRECTIONS}
          onChange={setDirection}
          text={(value) => t(`console.corrections.directions.${value}`)}
        />
        <TextField
          label={t('console.corrections.amount')}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          name="amount"
        />
        <SelectField
          className="ficha-console-select"
          label={t('console.corrections.reason')}
          value={reason}
          options={CORRECTION_REASONS}
          onChange={setReason}
          text={(value) => t(`correction.reason.${value}`)}
        />
        <TextField
          label={t('console.corrections.comment')}
          value={comment}
          onChange={setComment}
          maxLength={500}
          name="comment"
        />
      </div>
      <FormError message={error} />
      <div className="ficha-console-actions">
        <Button onClick={submit}>{t('console.corrections.submit')}</Button>
      </div>
    </section>
  )
}

function Decide({ correction, onDone }: { correction: Correction; onDone: () => void }) {
  const t = useT()
  const [why, setWhy] = useState('')
  const [rejecting, setRejecting] = useState(false)
  const approve = async () => {
    const sign = correction.direction === 'debit' ? '−' : '+'
    if (
      asksApprovalConfirm(correction.amount) &&
      !(await confirmApproval(correction.amount, correction.player, sign))
    )
      return
    await api.post('admin/correction_approve', { id: correction.id })
    feedback.toast(t('console.corrections.approved'))
    onDone()
  }
  const reject = async () => {
    if (!why.trim()) return
    await api.post('admin/correction_reject', { id: correction.id, why: why.trim() })
    feedback.toast(t('console.corrections.rejected'))
    onDone()
  }
  return (
    <div className="ficha-console-actions">
      <Button onClick={approve}>{t('console.corrections.approve')}</Button>
      {rejecting ? (
        <>
          <TextField label={t('console.corrections.why')} value={why} onChange={setWhy} maxLength={500} />
          <Button variant="secondary" onClick={reject}>
            {t('console.corrections.reject')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setRejecting(true)}>
          {t('console.corrections.reject')}
        </Button>
      )}
    </div>
  )
}

/**
 * The corrections of a page; `decisions` adds the pending ones' decision column: approve or reject for an
 * operator who may (`mayDecide`) and did not make it, else who must approve it.
 */
function CorrectionTable({
  page,
  decisions = false,
  mayDecide = false,
  onChanged,
}: {
  page: CorrectionPage
  decisions?: boolean
  mayDecide?: boolean
  onChanged: () => void
}) {
  const t = useT()
  const dateTime = useOperatorDateTime()
  const me = useStore($player)?.id
  return (
    <ConsoleTable
      headings={[
        '#',
        t('console.corrections.player'),
        t('console.corrections.account'),
        t('console.corrections.amount'),
        t('console.corrections.reason'),
        t('console.corrections.maker'),
        t('console.corrections.statusLabel'),
        t('console.corrections.when'),
        ...(decisions ? [t('console.corrections.decision')] : []),
      ]}
    >
      {page.list.map((row) => (
        <tr key={row.id} data-testid="correction-row">
          <td>{row.id}</td>
          <td>{`${row.player.id} · ${formatPhoneWithCountry(row.player.phone)}`}</td>
          <td>{t(`console.corrections.accounts.${row.account}`)}</td>
          <td className="ficha-console-num">
            {`${row.direction === 'debit' ? '−' : '+'}${formatBRL(row.amount)}`}
          </td>
          <td>
            {t(`correction.reason.${row.reason}`)}
            <br />
            <span className="ficha-console-note">{row.comment}</span>
          </td>
          <td>{formatPhoneWithCountry(row.maker.phone)}</td>
          <td>
            <span className="ficha-console-status">{t(`console.corrections.status.${row.status}`)}</span>
            {row.checker ? (
              <span className="ficha-console-note"> {formatPhoneWithCountry(row.checker.phone)}</span>
            ) : null}
            {row.rejection ? <span className="ficha-console-note"> — {row.rejection}</span> : null}
          </td>
          <td>{dateTime(row.decidedAt ?? row.createdAt)}</td>
          {decisions ? (
            <td>
              {row.status !== 'pending' ? null : mayDecide && row.maker.id !== me ? (
                <Decide correction={row} onDone={onChanged} />
              ) : (
                // The maker never checks their own (the server refuses it): who must, instead of the button.
                <AwaitsChecker roles={page.checkerRoles} />
              )}
            </td>
          ) : null}
        </tr>
      ))}
    </ConsoleTable>
  )
}

function useCorrections(status: CorrectionStatus | undefined, page: number, version: number) {
  const [data, setData] = useState<CorrectionPage | null>(null)
  useEffect(() => {
    if (version < 0) return
    const controller = new AbortController()
    api
      .post('admin/corrections', { status, page, limit: PAGE_SIZE }, { signal: controller.signal })
      .then(setData)
      .catch(() => undefined)
    return () => controller.abort()
  }, [status, page, version])
  return data
}

const HISTORY = ['all', 'applied', 'rejected'] as const
type History = (typeof HISTORY)[number]

/**
 * /console/corrections: correct a player's wallet or game balance (credit or debit, with a reason and a
 * comment); above the four-eyes amount a correction waits in the pending list for a second operator to
 * approve or reject; the history lists every correction with its status.
 */
export default function CorrectionsPage() {
  useStyles(consoleTableCss)
  const t = useT()
  const { permissions } = useStore($storageData)
  const may = (permission: string) => grantsPermission(permissions, permission)
  const [version, setVersion] = useState(0)
  const [history, setHistory] = useState<History>('all')
  const [historyPage, setHistoryPage] = useState(1)
  const changed = useCallback(() => setVersion((value) => value + 1), [])
  const pending = useCorrections('pending', 1, version)
  const past = useCorrections(history === 'all' ? undefined : history, historyPage, version)
  if (!may(CORRECTION_PERMISSIONS.view)) return <NoPermission />
  const pages = past ? pageCount(past.total, PAGE_SIZE) : 1
  return (
    <div className="ficha-console-page">
      {may(CORRECTION_PERMISSIONS.create) ? (
        <CreateForm fourEyes={pending?.fourEyesCentavos ?? 0} onDone={changed} />
      ) : null}
      <section className="ficha-console-card" aria-labelledby="corrections-pending">
        <h2 id="corrections-pending">{t('console.corrections.pending')}</h2>
        {pending && pending.list.length > 0 ? (
          <CorrectionTable
            page={pending}
            decisions
            mayDecide={may(CORRECTION_PERMISSIONS.approve)}
            onChanged={changed}
          />
        ) : (
          <p className="ficha-console-note">{t('console.corrections.nonePending')}</p>
        )}
      </section>
      <section className="ficha-console-card" aria-labelledby="corrections-history">
        <h2 id="corrections-history">{t('console.corrections.history')}</h2>
        <div className="ficha-console-actions">
          <SelectField
            className="ficha-console-select"
            label={t('console.corrections.statusLabel')}
            value={history}
            options={HISTORY}
            onChange={(value) => {
              setHistory(value)
              setHistoryPage(1)
            }}
            text={(value) =>
              t(value === 'all' ? 'console.corrections.all' : `console.corrections.status.${value}`)
            }
          />
        </div>
        {past ? <CorrectionTable page={past} onChanged={changed} /> : null}
        <TablePager page={historyPage} pages={pages} onPage={setHistoryPage} />
      </section>
    </div>
  )
}
