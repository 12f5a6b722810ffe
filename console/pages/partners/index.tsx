import { DenseTable } from '@console/app/DenseTable'
import { denseCss } from '@console/app/dense.styles'
import { LanguageFields, writtenTexts } from '@console/app/LanguageFields'
import { NoPermission } from '@console/app/NoPermission'
import { SelectField } from '@console/app/SelectField'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import {
  PARTNER_PLAN_PERMISSIONS,
  type PartnerPlanBody,
  type PartnerPlanList,
  type PartnerStatementList,
} from '@src/contract/partner-plans'
import { moneyCss } from '@src/features/money/money.styles'
import type { Localized } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { hasPermi } from '@src/permissions/player'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

/** Reais typed by the operator ('12,50' or '12.50') as centavos. */
const centavosOf = (reais: string): number => Math.round(Number(reais.replace(',', '.').trim() || '0') * 100)
/** A percentage typed as '25' or '25,5' as basis points. */
const bpsOf = (percent: string): number => Math.round(Number(percent.replace(',', '.').trim() || '0') * 100)
const percent = (bps: number) => `${(bps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })} %`

const KINDS = ['cpa', 'revenue_share', 'hybrid'] as const
type Kind = (typeof KINDS)[number]

/** This São Paulo month's 1st day, as the assignments and statements name months. */
const thisMonth = () => {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  return `${day.slice(0, 8)}01`
}

/** A new plan: kind, CPA and its thresholds, tiers ('from reais: percent' per line), sub-partner share, texts. */
function PlanEditor({ onSaved, onClose }: { onSaved: (list: PartnerPlanList) => void; onClose: () => void }) {
  const t = useT()
  const [name, setName] = useState('')
  const [kind, setKind] = useState<Kind>('revenue_share')
  const [cpa, setCpa] = useState({ amount: '', minDeposits: '', minWagered: '' })
  const [tiers, setTiers] = useState('0: 25')
  const [subShare, setSubShare] = useState('0')
  const [texts, setTexts] = useState<Localized>({})
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const body: PartnerPlanBody = {
      name,
      kind,
      ...(kind !== 'revenue_share'
        ? {
            cpa: {
              amount: centavosOf(cpa.amount),
              minDeposits: centavosOf(cpa.minDeposits),
              minWagered: centavosOf(cpa.minWagered),
            },
          }
        : {}),
      ...(kind !== 'cpa'
        ? {
            tiers: tiers
              .split(/[;\n]+/)
              .map((line) => line.split(':'))
              .filter((parts) => parts.length === 2)
              .map(([from = '', rate = '']) => ({ fromNgr: centavosOf(from), rateBps: bpsOf(rate) })),
          }
        : {}),
      subShareBps: bpsOf(subShare),
      texts: writtenTexts(texts),
    }
    onSaved(await api.post('admin/partner_plan_create', body))
    feedback.toast(t('console.partners.saved'))
  }
  return (
    <form className="console-games__form" onSubmit={save} aria-label={t('console.partners.newPlan')}>
      <label>
        {t('console.partners.name')}
        <input required maxLength={80} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <SelectField
        label={t('console.partners.kind')}
        value={kind}
        options={KINDS}
        onChange={setKind}
        text={(option) => t(`console.partners.kinds.${option}`)}
      />
      {kind !== 'revenue_share'
        ? (['amount', 'minDeposits', 'minWagered'] as const).map((field) => (
            <label key={field}>
              {t(`console.partners.cpa.${field}`)}
              <input
                inputMode="decimal"
                required={field === 'amount'}
                value={cpa[field]}
                onChange={(event) => setCpa({ ...cpa, [field]: event.target.value })}
              />
            </label>
          ))
        : null}
      {kind !== 'cpa' ? (
        <label className="wide">
          {t('console.partners.tiers')}
          <textarea required rows={3} value={tiers} onChange={(event) => setTiers(event.target.value)} />
        </label>
      ) : null}
      <label>
        {t('console.partners.subShare')}
        <input inputMode="decimal" value={subShare} onChange={(event) => setSubShare(event.target.value)} />
      </label>
      <LanguageFields
        label={(lang) => t('console.partners.textIn', { lang })}
        texts={texts}
        onChange={setTexts}
        required
        maxLength={2000}
      />
      <p className="wide">{t('console.partners.textRule')}</p>
      <div className="wide">
        <Button type="submit">{t('console.partners.save')}</Button>{' '}
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('console.partners.close')}
        </Button>
      </div>
    </form>
  )
}

/** Proposes an existing player (by id) as a partner: pending until another operator approves it. */
function ProposePartner({ onSaved }: { onSaved: (list: PartnerPlanList) => void }) {
  const t = useT()
  const [userId, setUserId] = useState('')
  const propose = async (event: FormEvent) => {
    event.preventDefault()
    onSaved(await api.post('admin/partner_create', { userId: Number(userId) }))
    setUserId('')
    feedback.toast(t('console.partners.proposed'))
  }
  return (
    <form className="console-games__form" onSubmit={propose} aria-label={t('console.partners.newPartner')}>
      <label>
        {t('console.partners.playerId')}
        <input
          required
          inputMode="numeric"
          pattern="[0-9]+"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        />
      </label>
      <div className="wide">
        <Button type="submit">{t('console.partners.propose')}</Button>
      </div>
    </form>
  )
}

/** The month's statements: the maker approves a frozen one, another operator releases an approved one. */
function Statements({ canApprove, me }: { canApprove: boolean; me: number }) {
  const t = useT()
  const [month, setMonth] = useState('')
  const [list, setList] = useState<PartnerStatementList | null>(null)
  const load = useCallback(async () => {
    setList(await api.post('admin/partner_statements', month ? { month } : {}))
  }, [month])
  useEffect(() => {
    void load()
  }, [load])
  const act = async (
    path: 'admin/partner_statement_approve' | 'admin/partner_statement_pay',
    id: number,
    total: number,
  ) => {
    const question = path.endsWith('pay') ? 'console.partners.confirmPay' : 'console.partners.confirmApprove'
    if (!(await feedback.confirm(t(question, { id, amount: formatBRL(total) })))) return
    await api.post(path, { id })
    feedback.toast(t('console.partners.done'))
    await load()
  }
  return (
    <section aria-label={t('console.partners.statements')}>
      <h2>{t('console.partners.statements')}</h2>
      <label>
        {t('console.partners.month')}
        <input
          type="month"
          value={month.slice(0, 7)}
          onChange={(event) => setMonth(event.target.value ? `${event.target.value}-01` : '')}
        />
      </label>
      {list ? (
        <DenseTable
          label={t('console.partners.statements')}
          head={
            <>
              <th>{t('console.partners.col.month')}</th>
              <th className="num">{t('console.partners.col.partner')}</th>
              <th>{t('console.partners.col.state')}</th>
              <th className="num">NGR</th>
              <th className="num">{t('console.partners.col.carry')}</th>
              <th className="num">{t('console.partners.col.rate')}</th>
              <th className="num">{t('console.partners.col.share')}</th>
              <th className="num">CPA</th>
              <th className="num">{t('console.partners.col.sub')}</th>
              <th className="num">{t('console.partners.col.total')}</th>
              <th />
            </>
          }
        >
          {list.statements.map((row) => (
            <tr key={row.id}>
              <td>{row.month.slice(0, 7)}</td>
              <td className="num">{row.partnerId}</td>
              <td>{t(`console.partners.states.${row.state}`)}</td>
              <td className="num ficha-nowrap">{formatBRL(row.ngr)}</td>
              <td className="num ficha-nowrap">
                {formatBRL(row.carryIn)} → {formatBRL(row.carryOut)}
              </td>
              <td className="num">{percent(row.rateBps)}</td>
              <td className="num ficha-nowrap">{formatBRL(row.revenueShare)}</td>
              <td className="num ficha-nowrap">
                {row.cpaCount} · {formatBRL(row.cpaTotal)}
              </td>
              <td className="num ficha-nowrap">{formatBRL(row.subShare)}</td>
              <td className="num ficha-nowrap">{formatBRL(row.total)}</td>
              <td>
                {canApprove && row.state === 'frozen' ? (
                  <button
                    type="button"
                    className="console-link-button"
                    onClick={() => act('admin/partner_statement_approve', row.id, row.total)}
                  >
                    {t('console.partners.approve')}
                  </button>
                ) : null}
                {canApprove && row.state === 'approved' && row.approvedBy !== me ? (
                  <button
                    type="button"
                    className="console-link-button"
                    onClick={() => act('admin/partner_statement_pay', row.id, row.total)}
                  >
                    {t('console.partners.pay')}
                  </button>
                ) : null}
                {row.state === 'approved' && row.approvedBy === me ? (
                  <span className="ficha-console-note">{t('console.partners.otherReleases')}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </DenseTable>
      ) : (
        <SkeletonList />
      )}
    </section>
  )
}

/**
 * Partners (console/partners): a player proposed as a partner, each partner with its status and plan (another
 * operator approves; suspend, assign a plan from a month on), the plans (create one), and the monthly statements under maker and checker (docs/partners.md).
 */
export default function PartnersPage() {
  useStyles(denseCss)
  useStyles(moneyCss)
  const t = useT()
  const storage = useStore($storageData)
  const me = Number(storage.userInfo?.id ?? 0)
  const [data, setData] = useState<PartnerPlanList | null>(null)
  const [editing, setEditing] = useState(false)
  const [assigning, setAssigning] = useState<Record<number, { planId: string; fromMonth: string }>>({})
  const canManage = hasPermi(PARTNER_PLAN_PERMISSIONS.manage)
  const canApprove = hasPermi(PARTNER_PLAN_PERMISSIONS.approve)
  useEffect(() => {
    void api.post('admin/partner_plans').then(setData)
  }, [])
  if (!hasPermi(PARTNER_PLAN_PERMISSIONS.view)) return <NoPermission />
  if (!data) return <SkeletonList />
  const planName = (id: number) => data.plans.find((plan) => plan.id === id)?.name ?? `#${id}`
  const setStatus = async (partnerId: number, status: 'approved' | 'suspended') =>
    setData(await api.post('admin/partner_status', { partnerId, status }))
  const assign = async (partnerId: number) => {
    const choice = assigning[partnerId]
    if (!choice?.planId) return
    setData(
      await api.post('admin/partner_plan_assign', {
        partnerId,
        planId: Number(choice.planId),
        fromMonth: choice.fromMonth || thisMonth(),
      }),
    )
    feedback.toast(t('console.partners.saved'))
  }
  return (
    <div className="console-players console-games">
      <section aria-label={t('console.partners.partners')}>
        <h2>{t('console.partners.partners')}</h2>
        {canManage ? <ProposePartner onSaved={setData} /> : null}
        <DenseTable
          label={t('console.partners.partners')}
          head={
            <>
              <th className="num">#</th>
              <th>{t('console.partners.col.account')}</th>
              <th>{t('console.partners.col.state')}</th>
              <th className="num">{t('console.partners.col.parent')}</th>
              <th>{t('console.partners.col.plans')}</th>
              <th />
            </>
          }
        >
          {data.partners.map((partner) => (
            <tr key={partner.id}>
              <td className="num">{partner.id}</td>
              <td className="ficha-nowrap">
                #{partner.userId} · {formatPhoneWithCountry(partner.phone)}
              </td>
              <td>{t(`console.partners.status.${partner.status}`)}</td>
              <td className="num">{partner.parentId ?? '—'}</td>
              <td>
                {partner.assignments
                  .map((row) => `${planName(row.planId)} (${row.fromMonth.slice(0, 7)})`)
                  .join(' · ') || '—'}
              </td>
              <td>
                {canManage ? (
                  <>
                    {partner.status !== 'approved' && partner.proposedBy === me ? (
                      <span className="ficha-console-note">{t('console.partners.otherApproves')}</span>
                    ) : partner.status !== 'approved' ? (
                      <button
                        type="button"
                        className="console-link-button"
                        onClick={() => setStatus(partner.id, 'approved')}
                      >
                        {t('console.partners.approvePartner')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="console-link-button"
                        onClick={() => setStatus(partner.id, 'suspended')}
                      >
                        {t('console.partners.suspend')}
                      </button>
                    )}{' '}
                    <select
                      aria-label={t('console.partners.plan')}
                      value={assigning[partner.id]?.planId ?? ''}
                      onChange={(event) =>
                        setAssigning({
                          ...assigning,
                          [partner.id]: {
                            fromMonth: thisMonth(),
                            ...assigning[partner.id],
                            planId: event.target.value,
                          },
                        })
                      }
                    >
                      <option value="">{t('console.partners.plan')}</option>
                      {data.plans.map((plan) => (
                        <option key={plan.id} value={plan.id}>
                          {plan.name}
                        </option>
                      ))}
                    </select>{' '}
                    <input
                      type="month"
                      aria-label={t('console.partners.fromMonth')}
                      value={(assigning[partner.id]?.fromMonth ?? thisMonth()).slice(0, 7)}
                      onChange={(event) =>
                        setAssigning({
                          ...assigning,
                          [partner.id]: {
                            planId: '',
                            ...assigning[partner.id],
                            fromMonth: `${event.target.value}-01`,
                          },
                        })
                      }
                    />{' '}
                    <button type="button" className="console-link-button" onClick={() => assign(partner.id)}>
                      {t('console.partners.assign')}
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </DenseTable>
      </section>
      <section aria-label={t('console.partners.plans')}>
        <h2>{t('console.partners.plans')}</h2>
        {canManage && !editing ? (
          <Button onClick={() => setEditing(true)}>{t('console.partners.newPlan')}</Button>
        ) : null}
        {editing ? (
          <PlanEditor
            onClose={() => setEditing(false)}
            onSaved={(list) => {
              setData(list)
              setEditing(false)
            }}
          />
        ) : null}
        <DenseTable
          label={t('console.partners.plans')}
          head={
            <>
              <th className="num">#</th>
              <th>{t('console.partners.name')}</th>
              <th>{t('console.partners.kind')}</th>
              <th>CPA</th>
              <th>{t('console.partners.tiersShort')}</th>
              <th className="num">{t('console.partners.subShare')}</th>
              <th>{t('console.partners.text')}</th>
            </>
          }
        >
          {data.plans.map((plan) => (
            <tr key={plan.id}>
              <td className="num">{plan.id}</td>
              <td>{plan.name}</td>
              <td>{t(`console.partners.kinds.${plan.kind}`)}</td>
              <td className="ficha-nowrap">
                {plan.cpa
                  ? t('console.partners.cpaLine', {
                      amount: formatBRL(plan.cpa.amount),
                      deposits: formatBRL(plan.cpa.minDeposits),
                      wagered: formatBRL(plan.cpa.minWagered),
                    })
                  : '—'}
              </td>
              <td className="ficha-nowrap">
                {plan.tiers
                  .map((tier) => `${formatBRL(tier.fromNgr)}: ${percent(tier.rateBps)}`)
                  .join(' · ') || '—'}
              </td>
              <td className="num">{percent(plan.subShareBps)}</td>
              <td>{plan.text}</td>
            </tr>
          ))}
        </DenseTable>
      </section>
      <Statements canApprove={canApprove} me={me} />
    </div>
  )
}
