import { ConsoleLink } from '@console/app/ConsoleLink'
import { DenseTable } from '@console/app/DenseTable'
import { denseCss } from '@console/app/dense.styles'
import { $location, queryParam } from '@console/app/location'
import { Pager } from '@console/app/Pager'
import { pageCount } from '@console/app/paging'
import { formatCpf, playerHref } from '@console/app/player-format'
import { detailLines, eventText } from '@console/app/protection-history'
import { SelectField } from '@console/app/SelectField'
import { api } from '@console/app/services'
import { useStore } from '@nanostores/react'
import { MESSAGE_PERMISSIONS } from '@src/contract/messages'
import { PLAYER_SECTIONS, type PlayerDetail, type PlayerSection } from '@src/contract/players'
import { CODE_PURPOSES, type CodePurpose } from '@src/contract/user'
import { useFormatDay } from '@src/features/content/format-date'
import { useDateTime } from '@src/features/money/use-date-time'
import { noticeText } from '@src/features/notices/text'
import { $lang } from '@src/i18n'
import type { Lang } from '@src/i18n/languages'
import { type Localized, localize } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'
import { type Translate, textOr } from '@src/i18n/translator'
import { formatBRL } from '@src/money'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button, type ButtonProps } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react'

type Sections = PlayerDetail['sections']
type Row = Record<string, unknown>
/** A section's column: its label key (console.players.col.*) and its cell. */
interface Column {
  key: string
  num?: boolean
  wrap?: boolean
  cell: (row: Row) => ReactNode
}

const money = (value: unknown) => formatBRL(Number(value))
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value))

/** Most columns show the row's field of the same name: as text, in reais, or as a time. */
const textColumn = (key: string): Column => ({ key, cell: (row) => text(row[key]) })
const moneyColumn = (key: string): Column => ({ key, num: true, cell: (row) => money(row[key]) })
const idColumn: Column = { ...textColumn('id'), num: true }

/** The columns of each section, as the operator reads them: money in reais, times in São Paulo time, names in words. */
const columnsOf = (
  t: Translate,
  lang: Lang,
  when: (iso: string | null) => string,
): Record<PlayerSection, Column[]> => {
  const timeColumn = (key: string): Column => ({ key, cell: (row) => when(row[key] as string | null) })
  /** A recorded name (a state, a kind, a reason) by its label in `group`; one not labelled yet as recorded. */
  const namedColumn = (key: string, group: string): Column => ({
    key,
    cell: (row) =>
      row[key] === null || row[key] === undefined ? '—' : textOr(t, `${group}.${row[key]}`, String(row[key])),
  })
  const yesNoColumn = (key: string): Column => ({
    key,
    cell: (row) => t(row[key] ? 'adminProtection.yes' : 'adminProtection.no'),
  })
  return {
    ledger: [
      timeColumn('at'),
      namedColumn('account', 'console.players.account'),
      namedColumn('reason', 'console.ledger.reason'),
      moneyColumn('amount'),
      moneyColumn('balanceAfter'),
      textColumn('reference'),
    ],
    orders: [
      idColumn,
      timeColumn('createdAt'),
      namedColumn('type', 'console.players.orderType'),
      namedColumn('status', 'money.status'),
      moneyColumn('amount'),
      timeColumn('decidedAt'),
      {
        key: 'note',
        wrap: true,
        // A hold is the server's name for why the money waits; a refusal is the operator's or provider's words.
        cell: (row) =>
          row.hold ? textOr(t, `protection.hold.${row.hold}`, String(row.hold)) : text(row.failureReason),
      },
    ],
    rounds: [
      idColumn,
      timeColumn('startedAt'),
      textColumn('game'),
      textColumn('provider'),
      moneyColumn('bet'),
      moneyColumn('win'),
      yesNoColumn('settled'),
    ],
    bonuses: [
      timeColumn('createdAt'),
      namedColumn('kind', 'rewards.kind'),
      textColumn('period'),
      moneyColumn('amount'),
    ],
    protection: [
      timeColumn('createdAt'),
      { key: 'event', cell: (row) => eventText(t, String(row.event)) },
      {
        key: 'detail',
        wrap: true,
        cell: (row) =>
          detailLines(t, when, row.detail as Record<string, unknown>)
            .map((line) => `${line.label}: ${line.text}`)
            .join(' · '),
      },
      { key: 'actor', cell: (row) => (row.actorId ? `#${row.actorId}` : t('adminProtection.byPlayer')) },
    ],
    sessions: [
      timeColumn('createdAt'),
      timeColumn('lastSeen'),
      textColumn('ip'),
      { ...textColumn('userAgent'), wrap: true },
      yesNoColumn('ended'),
    ],
    messages: [
      timeColumn('createdAt'),
      {
        key: 'detail',
        wrap: true,
        cell: (row) => {
          // As the player read it: the catalogue's notice, or the operator's words in the operator's language.
          const words = row.text as { title: Localized; body: Localized } | null
          return noticeText(t, {
            kind: String(row.kind),
            params: row.params as Record<string, string | number>,
            ...(words ? { title: localize(words.title, lang), body: localize(words.body, lang) } : {}),
          }).title
        },
      },
      timeColumn('readAt'),
    ],
    links: [
      timeColumn('createdAt'),
      { key: 'role', cell: (row) => t(`console.players.role.${row.role}`) },
      {
        key: 'other',
        cell: (row) => (
          <ConsoleLink to={playerHref(Number(row.otherId))}>
            #{String(row.otherId)} {formatPhoneWithCountry(String(row.otherPhone))}
          </ConsoleLink>
        ),
      },
      {
        key: 'reasons',
        cell: (row) =>
          (row.reasons as string[])
            .map((reason) => textOr(t, `rewards.admin.reason.${reason}`, reason))
            .join(', '),
      },
    ],
    risk: [
      {
        key: 'id',
        num: true,
        cell: (row) => <ConsoleLink to={`/console/risk?player=${row.userId}`}>{String(row.id)}</ConsoleLink>,
      },
      timeColumn('openedAt'),
      namedColumn('rule', 'adminRisk.rules'),
      namedColumn('status', 'adminRisk.status'),
      namedColumn('decision', 'adminRisk.decisions'),
    ],
    notes: [
      timeColumn('createdAt'),
      { key: 'author', cell: (row) => formatPhoneWithCountry((row.author as { phone: string }).phone) },
      { ...textColumn('text'), wrap: true },
    ],
  }
}

/** One section's table with its pager: its next pages come from admin/player_detail with the section. */
function SectionTable({
  playerId,
  section,
  first,
  columns,
}: {
  playerId: number
  section: PlayerSection
  first: NonNullable<Sections[PlayerSection]>
  columns: Column[]
}) {
  const t = useT()
  const [page, setPage] = useState(first)
  useEffect(() => setPage(first), [first])
  const go = async (to: number) => {
    const answer = await api.post('admin/player_detail', {
      id: playerId,
      section,
      page: to,
      limit: first.limit,
    })
    const next = answer.sections[section]
    if (next) setPage(next)
  }
  const pages = pageCount(page.total, page.limit)
  if (page.total === 0) return <EmptyState title={t('console.players.emptySection')} icon="inbox" />
  return (
    <DenseTable
      label={t(`console.players.section.${section}`)}
      foot={<Pager page={page.page} pages={pages} total={page.total} onPage={go} />}
      head={columns.map((column) => (
        <th key={column.key} className={column.num ? 'num' : undefined}>
          {t(`console.players.col.${column.key}`)}
        </th>
      ))}
    >
      {(page.list as Row[]).map((row, index) => (
        <tr key={String(row.id ?? index)}>
          {columns.map((column) => (
            <td key={column.key} className={column.num ? 'num' : column.wrap ? 'console-wrap' : undefined}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </DenseTable>
  )
}

/**
 * An action that needs the operator's reason (block or unblock play, reset the withdrawal password): the
 * field, then its button, off until a reason is typed; the field empties once the action is done.
 */
function ReasonForm({
  label,
  action,
  variant = 'secondary',
  unavailable = false,
  onSend,
}: {
  label: string
  action: string
  variant?: ButtonProps['variant']
  /** The action does not apply to this player now. */
  unavailable?: boolean
  onSend: (reason: string) => Promise<void>
}) {
  const [reason, setReason] = useState('')
  const send = async (event: FormEvent) => {
    event.preventDefault()
    await onSend(reason.trim())
    setReason('')
  }
  return (
    <form onSubmit={send}>
      <TextField label={label} value={reason} onChange={setReason} maxLength={500} autoComplete="off" />
      <Button type="submit" variant={variant} disabled={!reason.trim() || unavailable}>
        {action}
      </Button>
    </form>
  )
}

/** The operator's actions: note, block or unblock play, reset the withdrawal password, resend a code. */
function Actions({ detail, onDone }: { detail: PlayerDetail; onDone: (message: string) => Promise<void> }) {
  const t = useT()
  const id = detail.player.id
  const [note, setNote] = useState('')
  const [purpose, setPurpose] = useState<CodePurpose>('paypwd')
  const blocked = detail.protection.playBlockedAt !== null
  const { permissions } = useStore($storageData)
  const act = async (work: () => Promise<unknown>, message: string) => {
    await work()
    await onDone(message)
  }
  const run = (work: () => Promise<unknown>, message: string) => async (event: FormEvent) => {
    event.preventDefault()
    await act(work, message)
  }
  return (
    <section className="console-card" aria-labelledby="player-actions">
      <h2 id="player-actions">{t('console.players.actions')}</h2>
      {grantsPermission(permissions, MESSAGE_PERMISSIONS.player) ? (
        <ConsoleLink to={`/console/messages?id=${id}`}>{t('console.players.writeMessage')}</ConsoleLink>
      ) : null}
      <div className="console-actions">
        <form
          onSubmit={run(async () => {
            await api.post('admin/player_note', { id, text: note })
            setNote('')
          }, 'console.players.noteAdded')}
        >
          <label>
            {t('console.players.note')}
            <textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              maxLength={2000}
            />
          </label>
          <Button type="submit" variant="secondary" disabled={!note.trim()}>
            {t('console.players.addNote')}
          </Button>
        </form>
        <ReasonForm
          label={t('console.players.blockReason')}
          action={t(blocked ? 'console.players.unblockPlay' : 'console.players.blockPlay')}
          variant={blocked ? 'secondary' : 'danger'}
          onSend={(reason) =>
            act(
              () => api.post('admin/player_block', { id, blocked: !blocked, reason }),
              blocked ? 'console.players.unblocked' : 'console.players.blocked',
            )
          }
        />
        <ReasonForm
          label={t('console.players.resetReason')}
          action={t('console.players.resetPayPassword')}
          unavailable={!detail.player.hasPayPassword}
          onSend={(reason) =>
            act(
              () => api.post('admin/player_pay_password_reset', { id, reason }),
              'console.players.payPasswordReset',
            )
          }
        />
        <form
          onSubmit={run(
            () => api.post('admin/player_resend_code', { id, purpose }),
            'console.players.codeSent',
          )}
        >
          <SelectField
            label={t('console.players.codePurpose')}
            value={purpose}
            options={CODE_PURPOSES}
            onChange={setPurpose}
            text={(value) => t(`console.players.purpose.${value}`)}
          />
          <Button type="submit" variant="secondary">
            {t('console.players.resendCode')}
          </Button>
        </form>
      </div>
    </section>
  )
}

/** A card of the player's facts under its heading, which names the card for screen readers. */
const FactsCard = ({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) => (
  <section className="console-card" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    <dl className="console-facts">{children}</dl>
  </section>
)

/**
 * The player page (console/players/detail?id=): identity, balances, protection, the actions, then every
 * section (balance history, deposits and withdrawals, rounds, bonuses, protection history, sessions and
 * devices, messages, linked accounts, risk cases, notes), each paged through its history.
 */
export default function PlayerDetailPage() {
  useStyles(denseCss)
  const t = useT()
  const when = useDateTime()
  const day = useFormatDay()
  const lang = useStore($lang)
  useStore($location)
  const id = Number(queryParam('id'))
  const [detail, setDetail] = useState<PlayerDetail | null>(null)
  const [failed, setFailed] = useState(false)
  const [tab, setTab] = useState<PlayerSection>('ledger')
  const [status, setStatus] = useState<string | null>(null)

  const load = useCallback(async () => {
    setFailed(false)
    try {
      setDetail(await api.post('admin/player_detail', { id }))
    } catch {
      setFailed(true)
    }
  }, [id])
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void load()
    else setFailed(true)
  }, [id, load])

  if (failed) return <ErrorState text={t('console.players.notFound')} onRetry={load} />
  if (!detail) return <SkeletonList />
  const { player, balances, protection, debt } = detail
  const columns = columnsOf(t, lang, when)
  const done = async (message: string) => {
    setStatus(t(message))
    await load()
  }
  const limits = Object.entries(protection.limits)
  return (
    <div className="console-players">
      <div className="console-row">
        <FactsCard
          id="player-identity"
          title={
            <>
              {player.fullName ?? player.handle} <span className="console-tag">#{player.id}</span>
              {protection.playBlockedAt ? (
                <span className="console-tag console-tag--alert">{t('console.players.playBlocked')}</span>
              ) : null}
            </>
          }
        >
          <Fact label={t('console.players.col.cpf')}>{formatCpf(player.cpf)}</Fact>
          <Fact label={t('console.players.col.phone')}>{formatPhoneWithCountry(player.phone)}</Fact>
          <Fact label={t('console.players.birthDate')}>{player.birthDate ? day(player.birthDate) : '—'}</Fact>
          <Fact label={t('console.players.col.identity')}>
            {t(`adminProtection.identityState.${player.identityState}`)}
          </Fact>
          <Fact label={t('console.players.col.nickname')}>{player.nickname || player.handle}</Fact>
          <Fact label={t('console.players.vipLevel')}>{player.vipLevel}</Fact>
          <Fact label={t('console.players.since')}>{when(player.createdAt)}</Fact>
          <Fact label={t('console.players.payPassword')}>
            {t(player.hasPayPassword ? 'adminProtection.yes' : 'adminProtection.no')}
          </Fact>
        </FactsCard>
        <FactsCard id="player-balances" title={t('console.players.balances')}>
          {['wallet', 'game', 'withdrawal_pending', 'bonus', 'debt'].map((kind) => (
            <Fact key={kind} label={t(`console.players.account.${kind}`)}>
              {formatBRL(balances[kind] ?? 0)}
            </Fact>
          ))}
          {debt ? (
            <>
              <Fact label={t('console.players.debtSince')}>{when(debt.since)}</Fact>
              <Fact label={t('console.players.debtRollback')}>
                {debt.key} · {debt.reference}
              </Fact>
            </>
          ) : null}
        </FactsCard>
        <FactsCard id="player-protection" title={t('console.players.protection')}>
          <Fact label={t('console.players.exclusion')}>
            {protection.exclusion
              ? `${t(`protection.term.${protection.exclusion.term}`)} · ${when(protection.exclusion.until)}`
              : '—'}
          </Fact>
          <Fact label={t('console.players.playBlocked')}>{when(protection.playBlockedAt)}</Fact>
          <Fact label={t('console.players.banned')}>{when(protection.bannedAt)}</Fact>
          {limits.map(([key, limit]) => (
            <Fact key={key} label={t(`protection.limit.${key}`)}>
              {key === 'sessionMinutes' ? text(limit.value) : limit.value === null ? '—' : money(limit.value)}
            </Fact>
          ))}
        </FactsCard>
      </div>
      {status ? (
        <p className="console-players__hint" role="status">
          {status}
        </p>
      ) : null}
      <Actions detail={detail} onDone={done} />
      <section className="console-card" aria-labelledby="player-history">
        <h2 id="player-history">{t('console.players.history')}</h2>
        <div className="console-tabs" role="tablist">
          {PLAYER_SECTIONS.map((section) => (
            <button
              key={section}
              type="button"
              role="tab"
              aria-selected={tab === section}
              onClick={() => setTab(section)}
            >
              {t(`console.players.section.${section}`)} ({detail.sections[section]?.total ?? 0})
            </button>
          ))}
        </div>
        {detail.sections[tab] ? (
          <SectionTable
            playerId={player.id}
            section={tab}
            first={detail.sections[tab]}
            columns={columns[tab]}
          />
        ) : null}
      </section>
    </div>
  )
}
