import { useStore } from '@nanostores/react'
import type { RaceBoard, RaceBoardAnswer, RaceListAnswer, RaceStanding } from '@src/contract/race'
import type { LoadRace, LoadWinList } from '@src/features/bets-ticker/live-feed'
import { RaceTicker, raceTime, useSecondClock } from '@src/features/bets-ticker/RaceTicker'
import { useLiveFeed } from '@src/features/bets-ticker/use-live-feed'
import { useLate } from '@src/features/loading/use-late'
import { raceCss } from '@src/features/race/race.styles'
import { $lang } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { formatBRL, formatHundredths } from '@src/money'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { redirectTo } from '../../app/navigation'
import { useRouteQuery } from '../../app/route-query'
import { API_BASE, api } from '../../app/services'

/** The stream that pushes the featured race's board (without `me`) whenever it changes. */
const STREAM_URL = `${API_BASE.replace(/\/*$/, '/')}bet/stream`
/** The board with the player's standing (the token goes with the portal's client). */
const loadBoard = (id?: number): Promise<RaceBoardAnswer> =>
  api.post('race/board', id ? { id } : {}, { silent: true })
const loadRace: LoadRace = () => loadBoard()
// The stream's rounds are not shown here: one row keeps what it sends small.
const loadRounds: LoadWinList = (count) => api.post('bet/getWinList', { count }, { silent: true })
/** The races the picker offers, settled ones included. */
const loadRaces = (): Promise<RaceListAnswer> => api.post('race/list', undefined, { silent: true })
/** The race page's own route; ?id= opens a race other than the featured one. */
const RACE_ROUTE = '/pages/race/index'
/** A pushed board moves the player's standing: fetched again at most this often. */
const STANDING_EVERY_MS = 2_000

/**
 * The player's standing in the race on show: race/board with the token when the page opens and again after
 * each pushed board (the push carries no `me`), throttled so a busy race costs one request per 2 s.
 */
function useStanding(race: RaceBoardAnswer | undefined): { me?: RaceStanding; reload: () => Promise<void> } {
  const [mine, setMine] = useState<RaceBoardAnswer>()
  const last = useRef(0)
  const id = race?.id
  const reload = useCallback(async () => {
    last.current = Date.now()
    setMine(await loadBoard(id).catch(() => undefined))
  }, [id])
  useEffect(() => {
    if (race === undefined || race === null) return
    if (race.me) {
      setMine(race)
      return
    }
    const timer = setTimeout(reload, Math.max(0, last.current + STANDING_EVERY_MS - Date.now()))
    return () => clearTimeout(timer)
  }, [race, reload])
  return { me: mine && mine.id === id ? mine.me : undefined, reload }
}

/** The races to choose from, in the reader's language (none until they come, or when the call fails). */
function useRaceList(lang: string): RaceListAnswer {
  const [list, setList] = useState<RaceListAnswer>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names come in the reader's language
  useEffect(() => {
    loadRaces()
      .then(setList)
      .catch(() => undefined)
  }, [lang])
  return list
}

/** A race other than the featured one, with the player's standing in it: loaded once (it is not pushed). */
function usePickedRace(id: number | undefined, featured: number | undefined, lang: string) {
  const [picked, setPicked] = useState<RaceBoardAnswer>()
  const wanted = id !== undefined && id !== featured ? id : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: the name comes in the reader's language
  useEffect(() => {
    setPicked(undefined)
    if (wanted === undefined) return
    loadBoard(wanted)
      .then(setPicked)
      .catch(() => setPicked(null))
  }, [wanted, lang])
  return { wanted, picked, reload: () => (wanted ? loadBoard(wanted).then(setPicked) : Promise.resolve()) }
}

/** Every listed race by name and state; choosing one opens its board (the address keeps it). */
function RacePicker({ races, shown }: { races: RaceListAnswer; shown: number }) {
  const t = useT()
  if (races.length < 2) return null
  return (
    <label className="ficha-race__pick">
      <span>{t('race.pick')}</span>
      <select value={shown} onChange={(event) => redirectTo(`${RACE_ROUTE}?id=${event.currentTarget.value}`)}>
        {races.map((race) => (
          <option key={race.id} value={race.id}>
            {t('race.option', { name: race.name, state: t(`race.state.${race.state}`) })}
          </option>
        ))}
      </select>
    </label>
  )
}

function Standing({ race, me }: { race: RaceBoard; me?: RaceStanding }) {
  const t = useT()
  if (!me) return null
  return (
    <section className="ficha-race__me" aria-live="polite">
      <h3 className="ficha-race__me-title">{t('race.you')}</h3>
      {!me.eligible ? (
        <p className="ficha-race__note" role="note">
          {t('race.notEligible')}
        </p>
      ) : me.place === null ? (
        <p className="ficha-race__place">{t('race.noPlace')}</p>
      ) : (
        <>
          <p className="ficha-race__place" data-place={me.place}>
            {t('race.yourPlace', { place: me.place })}
          </p>
          <p className="ficha-race__note">{t('race.yourScore', { score: formatHundredths(me.score) })}</p>
          {race.state === 'running' ? (
            <p className="ficha-race__next">
              {me.toNextPaid !== null
                ? t('race.toNextPaid', { score: formatHundredths(me.toNextPaid) })
                : me.place <= race.prizes.length
                  ? t('race.paidPlace')
                  : null}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}

/**
 * The race (/pages/race/index): the featured race's name and time left, the player's place and what they
 * need to reach the next paid place, the top 10 with each place's prize, and the rules. Live: the board comes
 * over bet/stream (race=true), race/board is polled while the stream is unavailable.
 */
export default function RacePage() {
  useStyles(raceCss)
  const t = useT()
  const lang = useStore($lang)
  const feed = useLiveFeed({ streamUrl: STREAM_URL, load: loadRounds, loadRace, lang, count: 1 })
  const featured = feed.race
  const standing = useStanding(featured)
  const asked = Number(useRouteQuery().get('id')) || undefined
  const picked = usePickedRace(asked, featured?.id, lang)
  const races = useRaceList(lang)
  // A race asked for by the address replaces the featured one, which stays live (pushed) when shown.
  const race = picked.wanted === undefined ? featured : picked.picked
  const me = picked.wanted === undefined ? standing.me : picked.picked?.me
  const now = useSecondClock()
  const late = useLate(race === undefined && feed.status !== 'error')

  const refresh = () => {
    feed.retry()
    return picked.wanted === undefined ? standing.reload() : picked.reload()
  }
  let body: ReactNode
  if (race === undefined)
    body =
      feed.status === 'error' ? (
        <ErrorState text={feed.error} onRetry={feed.retry} />
      ) : late ? (
        <SkeletonList rows={6} />
      ) : null
  else if (race === null)
    body = <EmptyState icon="trophy" title={t('race.empty')} text={t('race.emptyText')} />
  else
    body = (
      <div className="ficha-race">
        <header className="ficha-race__head">
          <h2 className="ficha-race__name">{race.name}</h2>
          <p className="ficha-race__time">{raceTime(t, race, now)}</p>
          <RacePicker races={races} shown={race.id} />
        </header>
        <div className="ficha-race__side">
          <Standing race={race} me={me} />
          <section className="ficha-race__rules">
            {race.minStake > 0 ? (
              <p className="ficha-race__note">{t('race.minStake', { amount: formatBRL(race.minStake) })}</p>
            ) : null}
            <p className="ficha-race__note">{t('race.rules')}</p>
          </section>
        </div>
        <RaceTicker race={race} feed={feed} visibleRows={10} mine={me?.place} />
      </div>
    )
  return <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
}
