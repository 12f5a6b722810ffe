import { centavosOf, DefinitionForm, type GameScope, GamesChoice, reais } from '@console/app/DefinitionForm'
import { DenseTable } from '@console/app/DenseTable'
import { denseCss } from '@console/app/dense.styles'
import { LanguageFields, writtenTexts } from '@console/app/LanguageFields'
import { $operatorLanguage } from '@console/app/operator-language'
import { SelectField } from '@console/app/SelectField'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { FreespinCampaignBody } from '@src/contract/freespins'
import { FREESPIN_PROVIDERS } from '@src/contract/freespins'
import type {
  AdminMission,
  AdminMissions,
  AdminShopItem,
  MissionDefinition,
  ShopItemDefinition,
} from '@src/contract/missions'
import { MISSION_PERMISSIONS, MISSION_TASK_NAMES, SHOP_KIND_NAMES } from '@src/contract/missions-values'
import type { RaceWeights } from '@src/contract/race-admin'
import { moneyCss } from '@src/features/money/money.styles'
import { useDateTime } from '@src/features/money/use-date-time'
import { $lang } from '@src/i18n'
import { type Localized, localize } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { hasPermi } from '@src/permissions/player'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { EmptyState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { type ReactNode, useCallback, useEffect, useState } from 'react'

const EMPTY_MISSION: MissionDefinition = {
  names: {},
  task: 'rounds',
  gameIds: [],
  providers: [],
  minMultiplierBps: 0,
  target: 10,
  startsAt: '',
  endsAt: '',
  repeatable: false,
  points: 100,
}

const EMPTY_ITEM: ShopItemDefinition = {
  names: {},
  kind: 'cashback',
  price: 100,
  amount: 500,
  provider: null,
  gameCode: null,
  spins: 0,
  betValue: 0,
  validDays: 7,
  template: null,
}

/** The frame of both editors: the names in every language, the editor's own fields, Save and Close. */
function EditorForm({
  label,
  names,
  onNames,
  onSave,
  onDone,
  children,
}: {
  label: string
  names: Localized
  onNames: (names: Localized) => void
  onSave: () => Promise<void>
  onDone: (saved: boolean) => void
  children: ReactNode
}) {
  const t = useT()
  return (
    <DefinitionForm
      label={label}
      onSave={onSave}
      onClose={() => onDone(false)}
      saveText={t('console.missions.save')}
      closeText={t('console.missions.close')}
    >
      <LanguageFields
        label={(lang) => t('console.missions.nameIn', { lang })}
        texts={names}
        onChange={onNames}
        required
        maxLength={80}
      />
      {children}
    </DefinitionForm>
  )
}

/** Create or edit a draft mission: names, task, target, window (São Paulo), repeat, points, games. */
function MissionEditor({
  mission,
  games,
  onDone,
}: {
  mission: AdminMission | null
  games: RaceWeights
  onDone: (saved: boolean) => void
}) {
  const t = useT()
  const start = mission?.definition ?? EMPTY_MISSION
  const [names, setNames] = useState<Localized>({ ...start.names })
  const [task, setTask] = useState(start.task)
  const [target, setTarget] = useState(
    String(start.task === 'stakes' || start.task === 'deposits' ? reais(start.target) : start.target),
  )
  const [multiplier, setMultiplier] = useState(String(start.minMultiplierBps / 10_000 || ''))
  const [startsAt, setStartsAt] = useState(start.startsAt)
  const [endsAt, setEndsAt] = useState(start.endsAt)
  const [repeatable, setRepeatable] = useState(start.repeatable)
  const [points, setPoints] = useState(String(start.points))
  const [scope, setScope] = useState<GameScope>({ providers: start.providers, gameIds: start.gameIds })
  const money = task === 'stakes' || task === 'deposits'

  const save = async () => {
    const definition: MissionDefinition = {
      names: writtenTexts(names),
      task,
      gameIds: task === 'deposits' ? [] : scope.gameIds,
      providers: task === 'deposits' ? [] : scope.providers,
      minMultiplierBps: task === 'wins' ? Math.round(Number(multiplier.replace(',', '.')) * 10_000) : 0,
      target: money ? centavosOf(target) : Math.round(Number(target)),
      startsAt,
      endsAt,
      repeatable,
      points: Math.round(Number(points)),
    }
    await api.post(
      'admin/mission_save',
      mission ? { id: mission.id, mission: definition } : { mission: definition },
    )
    feedback.toast(t('console.missions.saved'))
    onDone(true)
  }
  return (
    <EditorForm
      label={t(mission ? 'console.missions.edit' : 'console.missions.new')}
      names={names}
      onNames={setNames}
      onSave={save}
      onDone={onDone}
    >
      <SelectField
        label={t('console.missions.task')}
        value={task}
        options={MISSION_TASK_NAMES}
        onChange={setTask}
        text={(option) => t(`console.missions.taskKind.${option}`)}
      />
      <label>
        {t(money ? 'console.missions.targetMoney' : 'console.missions.target')}
        <input
          type="text"
          inputMode="decimal"
          required
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
      </label>
      {task === 'wins' ? (
        <label>
          {t('console.missions.multiplier')}
          <input
            type="text"
            inputMode="decimal"
            required
            value={multiplier}
            onChange={(event) => setMultiplier(event.target.value)}
          />
        </label>
      ) : null}
      {(
        [
          ['startsAt', startsAt, setStartsAt],
          ['endsAt', endsAt, setEndsAt],
        ] as const
      ).map(([name, value, set]) => (
        <label key={name}>
          {t(`console.missions.${name}`)}
          <input type="datetime-local" required value={value} onChange={(event) => set(event.target.value)} />
        </label>
      ))}
      <label>
        {t('console.missions.points')}
        <input
          type="number"
          min={1}
          required
          value={points}
          onChange={(event) => setPoints(event.target.value)}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={repeatable}
          onChange={(event) => setRepeatable(event.target.checked)}
        />
        {t('console.missions.repeatable')}
      </label>
      {task === 'deposits' ? (
        <p className="wide">{t('console.missions.depositsNote')}</p>
      ) : (
        <GamesChoice
          games={games}
          scope={scope}
          onChange={setScope}
          text={(key) => t(`console.missions.${key}`)}
        />
      )}
    </EditorForm>
  )
}

/** Create or edit a draft shop item: names, price in points, cash back or a provider's free spins. */
function ItemEditor({ item, onDone }: { item: AdminShopItem | null; onDone: (saved: boolean) => void }) {
  const t = useT()
  const start = item?.definition ?? EMPTY_ITEM
  const [names, setNames] = useState<Localized>({ ...start.names })
  const [kind, setKind] = useState(start.kind)
  const [price, setPrice] = useState(String(start.price))
  const [amount, setAmount] = useState(reais(start.amount))
  const [provider, setProvider] = useState<FreespinCampaignBody['provider']>(
    start.provider === 'hub88' ? 'hub88' : 'slotegrator',
  )
  const [gameCode, setGameCode] = useState(start.gameCode ?? '')
  const [spins, setSpins] = useState(String(start.spins || 10))
  const [betValue, setBetValue] = useState(reais(start.betValue || 100))
  const [validDays, setValidDays] = useState(String(start.validDays))
  const [template, setTemplate] = useState(start.template ?? '')
  const cashback = kind === 'cashback'

  const save = async () => {
    const definition: ShopItemDefinition = {
      names: writtenTexts(names),
      kind,
      price: Math.round(Number(price)),
      amount: cashback ? centavosOf(amount) : 0,
      provider: cashback ? null : provider,
      gameCode: cashback ? null : gameCode.trim(),
      spins: cashback ? 0 : Math.round(Number(spins)),
      betValue: cashback ? 0 : centavosOf(betValue),
      validDays: Math.round(Number(validDays)),
      template: cashback || template.trim() === '' ? null : template.trim(),
    }
    await api.post('admin/shop_item_save', item ? { id: item.id, item: definition } : { item: definition })
    feedback.toast(t('console.missions.saved'))
    onDone(true)
  }
  return (
    <EditorForm
      label={t(item ? 'console.missions.editItem' : 'console.missions.newItem')}
      names={names}
      onNames={setNames}
      onSave={save}
      onDone={onDone}
    >
      <SelectField
        label={t('console.missions.kind')}
        value={kind}
        options={SHOP_KIND_NAMES}
        onChange={setKind}
        text={(option) => t(`console.missions.kindName.${option}`)}
      />
      <label>
        {t('console.missions.price')}
        <input
          type="number"
          min={1}
          required
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </label>
      {cashback ? (
        <label>
          {t('console.missions.amount')}
          <input
            type="text"
            inputMode="decimal"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
      ) : (
        <>
          <SelectField
            label={t('console.missions.provider')}
            value={provider}
            options={FREESPIN_PROVIDERS}
            onChange={setProvider}
            text={(option) => option}
          />
          <label>
            {t('console.missions.gameCode')}
            <input
              type="text"
              required
              value={gameCode}
              onChange={(event) => setGameCode(event.target.value)}
            />
          </label>
          <label>
            {t('console.missions.spins')}
            <input
              type="number"
              min={1}
              required
              value={spins}
              onChange={(event) => setSpins(event.target.value)}
            />
          </label>
          <label>
            {t('console.missions.betValue')}
            <input
              type="text"
              inputMode="decimal"
              required
              value={betValue}
              onChange={(event) => setBetValue(event.target.value)}
            />
          </label>
          <label>
            {t('console.missions.validDays')}
            <input
              type="number"
              min={1}
              max={90}
              required
              value={validDays}
              onChange={(event) => setValidDays(event.target.value)}
            />
          </label>
          <label>
            {t('console.missions.template')}
            <input type="text" value={template} onChange={(event) => setTemplate(event.target.value)} />
          </label>
        </>
      )}
    </EditorForm>
  )
}

type Editing =
  | { what: 'mission'; row: AdminMission | null }
  | { what: 'item'; row: AdminShopItem | null }
  | null

/**
 * Missions and the points shop (console/missions): the missions newest first with their task, window,
 * players and completions; the shop's items with price and sales; a draft is edited, published or archived,
 * a published one archived. Every change is audited (docs/missions.md).
 */
export default function MissionsPage() {
  useStyles(denseCss)
  useStyles(moneyCss)
  const t = useT()
  const lang = useStore($lang)
  const operatorLanguage = useStore($operatorLanguage)
  useStore($storageData)
  const canEdit = hasPermi(MISSION_PERMISSIONS.manage)
  const [data, setData] = useState<AdminMissions | null>(null)
  const [games, setGames] = useState<RaceWeights>([])
  const [editing, setEditing] = useState<Editing>(null)
  // The windows are São Paulo wall-clock times: read as UTC and shown in UTC, no zone moves them.
  const dateTime = useDateTime('UTC')
  const wallTime = (time: string) => dateTime(`${time}:00Z`)

  const load = useCallback(async () => {
    setData(await api.post('admin/mission_list'))
    // The game list the editor offers (the races' weights list every game); quiet when not allowed.
    setGames(await api.post('admin/race_weights', undefined, { silent: true }).catch(() => []))
  }, [])
  useEffect(() => {
    void load()
  }, [load])
  if (!data) return <SkeletonList />

  const move = async (what: 'mission' | 'item', id: number, state: 'published' | 'archived') => {
    if (!(await feedback.confirm(t(`console.missions.confirm.${state}`, { id })))) return
    await api.post(what === 'mission' ? 'admin/mission_state' : 'admin/shop_item_state', { id, state })
    feedback.toast(t('console.missions.saved'))
    await load()
  }
  const done = (saved: boolean) => {
    setEditing(null)
    if (saved) void load()
  }
  const name = (names: Localized) => localize(names, lang, operatorLanguage)
  const target = (mission: AdminMission) =>
    mission.definition.task === 'stakes' || mission.definition.task === 'deposits'
      ? formatBRL(mission.definition.target)
      : String(mission.definition.target)
  const actions = (what: 'mission' | 'item', row: AdminMission | AdminShopItem) =>
    canEdit ? (
      <>
        {row.state === 'draft' ? (
          <>
            <button
              type="button"
              className="console-link-button"
              onClick={() =>
                setEditing(
                  what === 'mission'
                    ? { what, row: row as AdminMission }
                    : { what: 'item', row: row as AdminShopItem },
                )
              }
            >
              {t('console.missions.edit')}
            </button>{' '}
            <button
              type="button"
              className="console-link-button"
              onClick={() => move(what, row.id, 'published')}
            >
              {t('console.missions.publish')}
            </button>{' '}
          </>
        ) : null}
        {row.state !== 'archived' ? (
          <button
            type="button"
            className="console-link-button"
            onClick={() => move(what, row.id, 'archived')}
          >
            {t('console.missions.archive')}
          </button>
        ) : null}
      </>
    ) : null
  return (
    <div className="console-players console-games">
      <section className="ficha-money-card">
        <h3 className="ficha-money-card__title">{t('console.missions.title')}</h3>
        <p>{t('console.missions.help')}</p>
        {canEdit && editing === null ? (
          <div>
            <Button onClick={() => setEditing({ what: 'mission', row: null })}>
              {t('console.missions.new')}
            </Button>{' '}
            <Button variant="secondary" onClick={() => setEditing({ what: 'item', row: null })}>
              {t('console.missions.newItem')}
            </Button>
          </div>
        ) : null}
      </section>
      {editing?.what === 'mission' ? (
        <MissionEditor key={editing.row?.id ?? 'new'} mission={editing.row} games={games} onDone={done} />
      ) : null}
      {editing?.what === 'item' ? (
        <ItemEditor key={editing.row?.id ?? 'new'} item={editing.row} onDone={done} />
      ) : null}
      {data.missions.length === 0 ? <EmptyState title={t('console.missions.none')} icon="trophy" /> : null}
      {data.missions.length > 0 ? (
        <DenseTable
          label={t('console.missions.title')}
          head={
            <>
              <th className="num">#</th>
              <th>{t('console.missions.col.name')}</th>
              <th>{t('console.missions.col.state')}</th>
              <th>{t('console.missions.task')}</th>
              <th className="num">{t('console.missions.col.target')}</th>
              <th>{t('console.missions.col.window')}</th>
              <th className="num">{t('console.missions.points')}</th>
              <th className="num">{t('console.missions.col.players')}</th>
              <th className="num">{t('console.missions.col.completions')}</th>
              <th />
            </>
          }
        >
          {data.missions.map((mission) => (
            <tr key={mission.id}>
              <td className="num">{mission.id}</td>
              <td>{name(mission.definition.names)}</td>
              <td>{t(`console.missions.state.${mission.state}`)}</td>
              <td>
                {t(`console.missions.taskKind.${mission.definition.task}`)}
                {mission.definition.repeatable ? ` · ${t('console.missions.repeatable')}` : ''}
              </td>
              <td className="num">{target(mission)}</td>
              <td className="ficha-nowrap">
                {wallTime(mission.definition.startsAt)} – {wallTime(mission.definition.endsAt)}
              </td>
              <td className="num">{mission.definition.points}</td>
              <td className="num">{mission.players}</td>
              <td className="num">{mission.completions}</td>
              <td>{actions('mission', mission)}</td>
            </tr>
          ))}
        </DenseTable>
      ) : null}
      <section className="ficha-money-card">
        <h3 className="ficha-money-card__title">{t('console.missions.shop')}</h3>
        <p>{t('console.missions.shopHelp')}</p>
      </section>
      {data.items.length === 0 ? <EmptyState title={t('console.missions.noItems')} icon="gift" /> : null}
      {data.items.length > 0 ? (
        <DenseTable
          label={t('console.missions.shop')}
          head={
            <>
              <th className="num">#</th>
              <th>{t('console.missions.col.name')}</th>
              <th>{t('console.missions.col.state')}</th>
              <th>{t('console.missions.kind')}</th>
              <th>{t('console.missions.col.gives')}</th>
              <th className="num">{t('console.missions.price')}</th>
              <th className="num">{t('console.missions.col.sold')}</th>
              <th />
            </>
          }
        >
          {data.items.map((item) => (
            <tr key={item.id}>
              <td className="num">{item.id}</td>
              <td>{name(item.definition.names)}</td>
              <td>{t(`console.missions.state.${item.state}`)}</td>
              <td>{t(`console.missions.kindName.${item.definition.kind}`)}</td>
              <td>
                {item.definition.kind === 'cashback'
                  ? formatBRL(item.definition.amount)
                  : `${item.definition.spins} × ${formatBRL(item.definition.betValue)} · ${item.definition.provider} ${item.definition.gameCode}`}
              </td>
              <td className="num">{item.definition.price}</td>
              <td className="num">{item.sold}</td>
              <td>{actions('item', item)}</td>
            </tr>
          ))}
        </DenseTable>
      ) : null}
    </div>
  )
}
