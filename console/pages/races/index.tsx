import { centavosOf, DefinitionForm, type GameScope, GamesChoice, reais } from '@console/app/DefinitionForm'
import { DenseTable } from '@console/app/DenseTable'
import { denseCss } from '@console/app/dense.styles'
import { LanguageFields, writtenTexts } from '@console/app/LanguageFields'
import { $operatorLanguage } from '@console/app/operator-language'
import { SelectField } from '@console/app/SelectField'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { RaceDefinition } from '@src/contract/race'
import type { AdminRace, AdminRaces, RaceWeights } from '@src/contract/race-admin'
import { RACE_MAX_PAID_PLACES, RACE_PERMISSIONS } from '@src/contract/race-values'
import { moneyCss } from '@src/features/money/money.styles'
import { useDateTime } from '@src/features/money/use-date-time'
import { useFormatRate } from '@src/features/rewards/format'
import { rewardsCss } from '@src/features/rewards/rewards.styles'
import { $lang } from '@src/i18n'
import { type Localized, localize } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { hasPermi } from '@src/permissions/player'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { EmptyState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback, useEffect, useState } from 'react'
import { racesCss } from './races.styles'

/** A list typed as '50, 25, 15' into numbers, each through `convert`. */
const listOf = (text: string, convert: (part: string) => number): number[] =>
  text
    .split(/[;\s]+|,\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(convert)

const RACE_REPEATS: readonly RaceDefinition['repeat'][] = ['none', 'daily', 'weekly']

const EMPTY: RaceDefinition = {
  names: {},
  startsAt: '',
  endsAt: '',
  repeat: 'none',
  gameIds: [],
  providers: [],
  prizePool: 0,
  shares: [],
  fixedPrizes: [],
  minStake: 0,
}

/** Create or edit a race: names, São Paulo times, repeat, prizes (pool and shares, or fixed), minimum, games. */
function RaceEditor({
  race,
  weights,
  onSaved,
  onClose,
}: {
  race: AdminRace | null
  weights: RaceWeights
  onSaved: () => void
  onClose: () => void
}) {
  const t = useT()
  const start = race?.definition ?? EMPTY
  const [names, setNames] = useState<Localized>({ ...start.names })
  const [startsAt, setStartsAt] = useState(start.startsAt)
  const [endsAt, setEndsAt] = useState(start.endsAt)
  const [repeat, setRepeat] = useState(start.repeat)
  const [fixed, setFixed] = useState(start.fixedPrizes.length > 0)
  const [pool, setPool] = useState(reais(start.prizePool))
  const [shares, setShares] = useState(start.shares.map((share) => share / 100).join(', '))
  const [prizes, setPrizes] = useState(start.fixedPrizes.map(reais).join('; '))
  const [minStake, setMinStake] = useState(reais(start.minStake))
  const [scope, setScope] = useState<GameScope>({ providers: start.providers, gameIds: start.gameIds })

  const save = async () => {
    const definition: RaceDefinition = {
      names: writtenTexts(names),
      startsAt,
      endsAt,
      repeat,
      ...scope,
      prizePool: fixed ? 0 : centavosOf(pool),
      shares: fixed ? [] : listOf(shares, (part) => Math.round(Number(part.replace(',', '.')) * 100)),
      fixedPrizes: fixed ? listOf(prizes, centavosOf) : [],
      minStake: centavosOf(minStake),
    }
    await api.post('admin/race_save', race ? { id: race.id, race: definition } : { race: definition })
    feedback.toast(t('console.races.saved'))
    onSaved()
  }
  return (
    <DefinitionForm
      label={t(race ? 'console.races.edit' : 'console.races.new')}
      onSave={save}
      onClose={onClose}
      saveText={t('console.races.save')}
      closeText={t('console.races.close')}
    >
      <LanguageFields
        label={(lang) => t('console.races.nameIn', { lang })}
        texts={names}
        onChange={setNames}
        required
        maxLength={60}
      />
      {(
        [
          ['startsAt', startsAt, setStartsAt],
          ['endsAt', endsAt, setEndsAt],
        ] as const
      ).map(([name, value, set]) => (
        <label key={name}>
          {t(`console.races.${name}`)}
          <input type="datetime-local" required value={value} onChange={(event) => set(event.target.value)} />
        </label>
      ))}
      <SelectField
        label={t('console.races.repeat')}
        value={repeat}
        options={RACE_REPEATS}
        onChange={setRepeat}
        text={(option) => t(`console.races.repeatKind.${option}`)}
      />
      <label>
        {t('console.races.minStake')}
        <input
          type="text"
          inputMode="decimal"
          value={minStake}
          onChange={(event) => setMinStake(event.target.value)}
        />
      </label>
      <fieldset className="console-games__checks wide">
        <legend>{t('console.races.prizeMode')}</legend>
        <label>
          <input type="radio" checked={!fixed} onChange={() => setFixed(false)} />
          {t('console.races.poolMode')}
        </label>
        <label>
          <input type="radio" checked={fixed} onChange={() => setFixed(true)} />
          {t('console.races.fixedMode')}
        </label>
      </fieldset>
      {fixed ? (
        <label className="wide">
          {t('console.races.fixedPrizes', { places: RACE_MAX_PAID_PLACES })}
          <input type="text" required value={prizes} onChange={(event) => setPrizes(event.target.value)} />
        </label>
      ) : (
        <>
          <label>
            {t('console.races.pool')}
            <input
              type="text"
              inputMode="decimal"
              required
              value={pool}
              onChange={(event) => setPool(event.target.value)}
            />
          </label>
          <label className="wide">
            {t('console.races.shares', { places: RACE_MAX_PAID_PLACES })}
            <input type="text" required value={shares} onChange={(event) => setShares(event.target.value)} />
          </label>
        </>
      )}
      <GamesChoice
        games={weights}
        scope={scope}
        onChange={setScope}
        text={(key) => t(`console.races.${key}`)}
      />
    </DefinitionForm>
  )
}

/** Each game's race weight: the one that applies, and the operator's own (empty: follows the house edge). */
function Weights({
  weights,
  canEdit,
  onChange,
}: {
  weights: RaceWeights
  canEdit: boolean
  onChange: (next: RaceWeights) => void
}) {
  const t = useT()
  const [typed, setTyped] = useState<Record<number, string>>({})
  const set = async (gameId: number, weightBps: number | null) => {
    onChange(await api.post('admin/race_weight', { gameId, weightBps }))
    feedback.toast(t('console.races.saved'))
  }
  const rate = useFormatRate()
  const percent = (bps: number | null) => (bps === null ? '—' : rate(bps))
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{t('console.races.weights')}</h3>
      <p>{t('console.races.weightsHelp')}</p>
      <DenseTable
        label={t('console.races.weights')}
        head={
          <>
            <th>{t('console.races.col.game')}</th>
            <th>{t('console.races.col.provider')}</th>
            <th className="num">{t('console.races.col.rtp')}</th>
            <th className="num">{t('console.races.col.weight')}</th>
            <th>{t('console.races.col.own')}</th>
          </>
        }
      >
        {weights.map((game) => (
          <tr key={game.gameId}>
            <td>{game.name}</td>
            <td>{game.provider}</td>
            <td className="num">{percent(game.rtpBps)}</td>
            <td className="num">{percent(game.effectiveBps)}</td>
            <td>
              {canEdit ? (
                <form
                  className="console-races__weight"
                  onSubmit={(event) => {
                    event.preventDefault()
                    const value = typed[game.gameId] ?? ''
                    void set(
                      game.gameId,
                      value.trim() === '' ? null : Math.round(Number(value.replace(',', '.')) * 100),
                    )
                  }}
                >
                  <input
                    type="text"
                    inputMode="decimal"
                    aria-label={t('console.races.weightFor', { name: game.name })}
                    placeholder={t('console.races.followsEdge')}
                    value={
                      typed[game.gameId] ?? (game.weightBps === null ? '' : String(game.weightBps / 100))
                    }
                    onChange={(event) => setTyped({ ...typed, [game.gameId]: event.target.value })}
                  />
                  <button type="submit" className="console-link-button">
                    {t('console.races.set')}
                  </button>
                </form>
              ) : (
                percent(game.weightBps)
              )}
            </td>
          </tr>
        ))}
      </DenseTable>
    </section>
  )
}

/**
 * Races (console/races): the switch, the races newest first with their state, players and prizes paid;
 * create, edit or cancel one not started yet; each game's race weight. Every change is audited.
 */
export default function RacesPage() {
  useStyles(denseCss)
  useStyles(moneyCss)
  useStyles(rewardsCss)
  useStyles(racesCss)
  const t = useT()
  const lang = useStore($lang)
  const operatorLanguage = useStore($operatorLanguage)
  // Re-render when the permissions arrive with the user info (getUserinfo).
  useStore($storageData)
  const canEdit = hasPermi(RACE_PERMISSIONS.manage)
  const [data, setData] = useState<AdminRaces | null>(null)
  const [weights, setWeights] = useState<RaceWeights>([])
  const [editing, setEditing] = useState<AdminRace | 'new' | null>(null)
  const rate = useFormatRate()
  // A race's times are São Paulo wall-clock times: read as UTC and shown in UTC, no zone moves them.
  const dateTime = useDateTime('UTC')
  const wallTime = (time: string) => dateTime(`${time}:00Z`)

  const load = useCallback(async () => {
    const [races, games] = await Promise.all([api.post('admin/race_list'), api.post('admin/race_weights')])
    setData(races)
    setWeights(games)
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  if (!data) return <SkeletonList />
  const toggleAll = async () => {
    if (data.enabled && !(await feedback.confirm(t('console.races.confirmOff')))) return
    setData(await api.post('admin/race_switch', { enabled: !data.enabled }))
  }
  const cancel = async (race: AdminRace) => {
    if (!(await feedback.confirm(t('console.races.confirmCancel', { id: race.id })))) return
    setData(await api.post('admin/race_cancel', { id: race.id }))
  }
  const name = (race: AdminRace) => localize(race.definition.names, lang, operatorLanguage)
  const prizes = (race: AdminRace) =>
    race.definition.fixedPrizes.length > 0
      ? race.definition.fixedPrizes.map(formatBRL).join(' · ')
      : `${formatBRL(race.definition.prizePool)} (${race.definition.shares.map(rate).join(' · ')})`
  return (
    <div className="console-players console-games console-races">
      <section className="ficha-money-card">
        <div className="ficha-switch-row">
          <div className="ficha-switch-row__text">
            <strong>
              {t('console.races.switch')}{' '}
              <span className={`ficha-badge ficha-badge--${data.enabled ? 'paid' : 'failed'}`}>
                {t(data.enabled ? 'console.races.on' : 'console.races.off')}
              </span>
            </strong>
            <span className="ficha-switch-row__meta">{t('console.races.switchHelp')}</span>
          </div>
          {canEdit ? (
            <Button variant={data.enabled ? 'secondary' : 'primary'} onClick={toggleAll}>
              {t(data.enabled ? 'console.races.turnOff' : 'console.races.turnOn')}
            </Button>
          ) : null}
        </div>
      </section>
      {canEdit && editing === null ? (
        <div>
          <Button onClick={() => setEditing('new')}>{t('console.races.new')}</Button>
        </div>
      ) : null}
      {editing !== null ? (
        <RaceEditor
          key={editing === 'new' ? 'new' : editing.id}
          race={editing === 'new' ? null : editing}
          weights={weights}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void load()
          }}
        />
      ) : null}
      {data.races.length === 0 ? <EmptyState title={t('console.races.none')} icon="game" /> : null}
      {data.races.length > 0 ? (
        <DenseTable
          label={t('console.nav.races')}
          head={
            <>
              <th className="num">#</th>
              <th>{t('console.races.col.name')}</th>
              <th>{t('console.races.col.state')}</th>
              <th>{t('console.races.col.period')}</th>
              <th>{t('console.races.repeat')}</th>
              <th>{t('console.races.col.prizes')}</th>
              <th className="num">{t('console.races.col.players')}</th>
              <th className="num">{t('console.races.col.paid')}</th>
              <th />
            </>
          }
        >
          {data.races.map((race) => (
            <tr key={race.id}>
              <td className="num">{race.id}</td>
              <td>{name(race)}</td>
              <td>{t(`console.races.state.${race.state}`)}</td>
              <td className="ficha-nowrap">
                {wallTime(race.definition.startsAt)} – {wallTime(race.definition.endsAt)}
              </td>
              <td>{t(`console.races.repeatKind.${race.definition.repeat}`)}</td>
              <td>{prizes(race)}</td>
              <td className="num">{race.players}</td>
              <td className="num ficha-nowrap">
                {formatBRL(race.paid)}
                {race.lateRollbacks.count > 0 ? (
                  <div className="ficha-console-note">
                    {t('console.races.lateRollbacks', {
                      count: race.lateRollbacks.count,
                      amount: formatBRL(race.lateRollbacks.stake),
                    })}
                  </div>
                ) : null}
              </td>
              <td>
                {canEdit && race.state === 'upcoming' ? (
                  <>
                    <button type="button" className="console-link-button" onClick={() => setEditing(race)}>
                      {t('console.races.edit')}
                    </button>{' '}
                    <button type="button" className="console-link-button" onClick={() => cancel(race)}>
                      {t('console.races.cancel')}
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </DenseTable>
      ) : null}
      <Weights weights={weights} canEdit={canEdit} onChange={setWeights} />
    </div>
  )
}
