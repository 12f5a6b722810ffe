import { useStore } from '@nanostores/react'
import type { Game, GameIndex } from '@src/contract/catalogue'
import type { Banner, NoticePage } from '@src/contract/content'
import type { NextRewards } from '@src/contract/lobby'
import { BannerCarousel, BannerPlaceholder } from '@src/features/banners/BannerCarousel'
import { BetsTicker } from '@src/features/bets-ticker/BetsTicker'
import type { LoadRace, LoadWinList } from '@src/features/bets-ticker/live-feed'
import { useLiveFeed } from '@src/features/bets-ticker/use-live-feed'
import { WinnerTicker } from '@src/features/bets-ticker/WinnerTicker'
import { LOCALES } from '@src/features/content/format-date'
import { NoticeStrip } from '@src/features/content/NoticeStrip'
import { PromotionLabel } from '@src/features/content/PromotionLabel'
import { CategoryTabs } from '@src/features/game-grid/CategoryTabs'
import { GameGrid } from '@src/features/game-grid/GameGrid'
import { GameSearch } from '@src/features/game-grid/GameSearch'
import { ListEnd } from '@src/features/game-grid/ListEnd'
import { categoryRoute, gameRoute } from '@src/features/game-grid/routes'
import { useDebouncedValue } from '@src/features/game-grid/use-debounced-value'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { GameSection, GameTiles } from '@src/features/lobby/GameTiles'
import { NextRewardChips } from '@src/features/lobby/NextRewardChips'
import { FEW_GAMES, popularFirst } from '@src/features/lobby/order'
import { type Lobby, useLobby } from '@src/features/lobby/use-lobby'
import { VisitorBar } from '@src/features/lobby/VisitorBar'
import { useCompliance } from '@src/features/protection/compliance'
import { $exclusion, exclusionSummary } from '@src/features/protection/exclusion'
import { IdentityPendingState, useIdentityPending } from '@src/features/protection/IdentityPending'
import { ExcludedState } from '@src/features/protection/SelfExclusion'
import { RaceCard } from '@src/features/race/RaceCard'
import { $lang, t as translate } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { $token } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState, ErrorState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback, useEffect, useState } from 'react'
import { HOME_ROUTE, LOGIN_ROUTE } from '../../app/gate'
import { LanguageSelect } from '../../app/LanguageSelect'
import { loginTarget, navigateTo, openLoginPopup } from '../../app/navigation'
import { useRouteQuery } from '../../app/route-query'
import { addressTarget } from '../../app/routes'
import { SiteFooter } from '../../app/SiteFooter'
import { API_BASE, api, feedback } from '../../app/services'

const css = `
.ficha-home { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
.ficha-home__side { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
/* From 600 px two columns: the games on the left, the live tickers beside them. */
@media (min-width: 600px) {
  .ficha-home:has(> .ficha-home__side) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(260px, 30%);
    align-items: start;
    column-gap: calc(var(--ficha-space) * 5);
    row-gap: 0;
  }
  .ficha-home > * { grid-column: 1; }
  .ficha-home > * + :not(.ficha-home__side) { margin-top: calc(var(--ficha-space) * 3); }
  .ficha-home > .ficha-home__side {
    grid-column: 2;
    grid-row: 1 / span 24;
    position: sticky;
    top: calc(var(--ficha-bar-height) + var(--ficha-space) * 3);
  }
}
/* The desktop top bar has the search. On a 1366 x 768 screen the games come first, above the fold; the
 * banners follow them. */
@media (min-width: 1024px) {
  .ficha-home > .ficha-search { display: none; }
  .ficha-home > .ficha-carousel { order: 1; }
  .ficha-home > .ficha-footer { order: 2; }
}
`

/** A category shows this many games on the 'All' tab; 'More' opens the full, paged list. */
const PREVIEW = 6
const ALL = 'all'
const SEARCH_PAGE_SIZE = 24

const loadBanners: LoadResource<readonly Banner[]> = (signal) =>
  api.post('index/getban', undefined, { signal })
const loadNotices: LoadResource<NoticePage> = (signal) =>
  api.post('index/get_msg', { page: 1, limit: 5 }, { signal })
const loadIndex: LoadResource<GameIndex> = (signal) => api.post('index/game_index', undefined, { signal })
// A chip, not the page: a failure leaves it out quietly.
const loadNextRewards: LoadResource<NextRewards> = (signal) =>
  api.get('index/next_rewards', undefined, { signal, silent: true })
// The feed refreshes in the background: a failure shows in the ticker, never as a toast.
const loadWinList: LoadWinList = (count) => api.post('bet/getWinList', { count }, { silent: true })
const loadWins: LoadWinList = (count) => api.post('bet/getWinList', { count, wins: true }, { silent: true })
// The race card's board comes on the table's stream (race=true); race/board only while it polls.
const loadRace: LoadRace = () => api.post('race/board', {}, { silent: true })
/** New rounds pushed live (bet/stream); the feed polls bet/getWinList when the stream is unavailable. */
const STREAM_URL = `${API_BASE.replace(/\/*$/, '/')}bet/stream`
const WINS_STREAM_URL = `${STREAM_URL}?wins=true`

/** A game opens in the frame; during a cool-off or self-exclusion the player is told why not. */
function openGame(game: Game) {
  const exclusion = $exclusion.get()
  if (exclusion) feedback.toast(exclusionSummary(translate, exclusion, LOCALES[$lang.get()]))
  else navigateTo(gameRoute(game))
}

/** A banner's link is a portal route, an outside address (a new tab) or nothing. */
function openBanner({ link }: Banner) {
  if (link.startsWith('/')) navigateTo(addressTarget(link))
  else if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener,noreferrer')
}

function SearchResults({ keyword, lobby, onClear }: { keyword: string; lobby: Lobby; onClear: () => void }) {
  const t = useT()
  const load = useCallback<LoadPage<Game>>(
    (page, signal) =>
      api.post('index/game_like', { keyword, page, limit: SEARCH_PAGE_SIZE }, { signal, silent: true }),
    [keyword],
  )
  const results = usePagedList(load)
  if (results.status === 'error') return <ErrorState text={results.error} onRetry={results.reload} />
  if (results.status === 'ready' && results.items.length === 0) {
    // The popular games first, then the new ones, so a quiet week still suggests enough to choose from.
    const rows = lobby.rows.data
    const suggested = rows ? popularFirst([...rows.popular, ...rows.newest], rows.popular) : []
    return (
      <>
        <EmptyState
          title={t('games.noResults', { keyword })}
          text={t('games.noResultsText')}
          action={
            <Button variant="secondary" onClick={onClear}>
              {t('games.clearSearch')}
            </Button>
          }
        />
        {suggested.length > 0 ? (
          <GameSection
            id="suggested"
            title={t('lobby.suggested')}
            games={suggested}
            onOpen={openGame}
            lobby={lobby}
          />
        ) : null}
      </>
    )
  }
  return (
    <section className="ficha-section" aria-live="polite">
      {results.status === 'loading' && results.items.length === 0 ? (
        <GameGrid games={[]} loading onOpen={openGame} />
      ) : (
        <GameTiles games={results.items} onOpen={openGame} lobby={lobby} />
      )}
      <ListEnd list={results} />
    </section>
  )
}

function Catalogue({ index, lobby }: { index: GameIndex; lobby: Lobby }) {
  const t = useT()
  const [current, setCurrent] = useState(ALL)
  const tabs = [{ slug: ALL, name: t('common.all') }, ...index.map(({ slug, name }) => ({ slug, name }))]
  const chosen = index.find((category) => category.slug === current)
  return (
    <>
      <CategoryTabs
        tabs={tabs}
        current={chosen ? current : ALL}
        onSelect={setCurrent}
        label={t('games.categories')}
      />
      {(chosen ? [chosen] : index).map((category) => (
        <GameSection
          key={category.slug}
          id={`category-${category.slug}`}
          title={category.name}
          action={
            <button
              type="button"
              className="ficha-section__more"
              onClick={() => navigateTo(categoryRoute(category.slug))}
            >
              {t('common.more')}
            </button>
          }
          games={chosen ? category.games : category.games.slice(0, PREVIEW)}
          onOpen={openGame}
          lobby={lobby}
        />
      ))}
    </>
  )
}

/**
 * Continue playing and favourites (a player's), then popular and new rows and the categories; with few
 * games, one grid of large tiles (popular first) instead of the rows and near-empty category panels.
 */
function Discovery({ index, lobby }: { index: GameIndex; lobby: Lobby }) {
  const t = useT()
  const all = index.flatMap((category) => category.games)
  const popular = lobby.rows.data?.popular ?? []
  const newest = lobby.rows.data?.newest ?? []
  const row = (id: string, title: string, games: readonly Game[]) =>
    games.length > 0 ? (
      <GameSection id={id} title={title} games={games} layout="row" onOpen={openGame} lobby={lobby} />
    ) : null
  return (
    <>
      {row('recent', t('lobby.recent'), lobby.recent)}
      {row('favorites', t('lobby.favorites'), lobby.favorites)}
      {all.length <= FEW_GAMES ? (
        <GameSection
          id="all"
          title={t('lobby.allGames')}
          games={popularFirst(all, popular)}
          layout="large"
          onOpen={openGame}
          lobby={lobby}
        />
      ) : (
        <>
          {row('popular', t('lobby.popular'), popular)}
          {row('newest', t('lobby.newest'), newest)}
          <Catalogue index={index} lobby={lobby} />
        </>
      )}
    </>
  )
}

/**
 * The games home (/ and /pages/jogos/index): for a visitor, the way to log in or sign up; search, banners,
 * notices, when the next rebate and salary arrive, the discovery rows and categories, and the tickers.
 */
export default function GamesHome() {
  useStyles(css)
  const t = useT()
  const loggedIn = useStore($token) !== ''
  const lobby = useLobby(api, loggedIn, openLoginPopup)
  const nextRewards = useResource(loadNextRewards)
  // A search typed in the desktop top bar arrives as ?q=.
  const typed = useRouteQuery().get('q') ?? ''
  const [query, setQuery] = useState(typed)
  useEffect(() => setQuery(typed), [typed])
  const keyword = useDebouncedValue(query.trim())
  const banners = useResource(loadBanners)
  const notices = useResource(loadNotices)
  const brazil = useCompliance(api) === 'brazil'
  const index = useResource(loadIndex)
  const lang = useStore($lang)
  const feed = useLiveFeed({ streamUrl: STREAM_URL, load: loadWinList, loadRace, lang })
  // The winner ticker's own list: the newest wins, however many rounds were lost since.
  const winsFeed = useLiveFeed({ streamUrl: WINS_STREAM_URL, load: loadWins, lang })

  const refresh = () =>
    Promise.all([
      index.reload(),
      banners.reload(),
      notices.reload(),
      lobby.reload(),
      nextRewards.reload(),
    ]).then(feed.retry)
  const noticeList = notices.data?.list ?? []
  // During a cool-off or self-exclusion no banner invites play or a deposit.
  const exclusion = useStore($exclusion)
  const identityPending = useIdentityPending()

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="ficha-home">
        {loggedIn ? null : (
          <VisitorBar
            onLogin={() => navigateTo(loginTarget(HOME_ROUTE))}
            onRegister={() => navigateTo(`${LOGIN_ROUTE}?mode=register`)}
            language={<LanguageSelect />}
          />
        )}
        <GameSearch value={query} onChange={setQuery} />
        {keyword ? (
          <SearchResults keyword={keyword} lobby={lobby} onClear={() => setQuery('')} />
        ) : (
          <>
            {exclusion ? <ExcludedState exclusion={exclusion} /> : null}
            {identityPending && !exclusion ? <IdentityPendingState /> : null}
            {banners.status === 'loading' && !exclusion ? <BannerPlaceholder /> : null}
            {banners.data && banners.data.length > 0 && !exclusion ? (
              <BannerCarousel
                banners={banners.data}
                onOpen={openBanner}
                label={brazil ? <PromotionLabel /> : null}
              />
            ) : null}
            {noticeList.length > 0 ? (
              <NoticeStrip notices={noticeList} onOpen={() => navigateTo('/pages/jogos/notice/index')} />
            ) : null}
            {/* Reward countdowns invite play: none during a cool-off or self-exclusion. */}
            {loggedIn && nextRewards.data && !exclusion ? (
              <NextRewardChips
                next={nextRewards.data}
                onOpenRebate={() => navigateTo('/pages/mine/backwater/index')}
                onOpenSalary={() => navigateTo('/pages/buddy/index')}
              />
            ) : null}
            {/* The race invites play too: none during a cool-off or self-exclusion. */}
            {feed.race && !exclusion ? (
              <RaceCard race={feed.race} onOpen={() => navigateTo('/pages/race/index')} />
            ) : null}
            {index.status === 'error' ? (
              <ErrorState text={index.error} onRetry={index.reload} />
            ) : !index.data ? (
              <section className="ficha-section">
                <GameGrid games={[]} loading onOpen={openGame} />
              </section>
            ) : index.data.length === 0 ? (
              <EmptyState icon="game" title={t('games.empty')} text={t('games.emptyText')} />
            ) : (
              <Discovery index={index.data} lobby={lobby} />
            )}
          </>
        )}
        {keyword ? null : (
          <aside className="ficha-home__side">
            <WinnerTicker feed={winsFeed} />
            <BetsTicker feed={feed} />
          </aside>
        )}
        <SiteFooter />
      </div>
    </PullToRefresh>
  )
}
