import { useStore } from '@nanostores/react'
import { useCallback, useState } from 'react'
import type { Game, GameIndex } from '../../../src/contract/catalogue'
import type { Banner, NoticePage } from '../../../src/contract/content'
import { BannerCarousel, BannerPlaceholder } from '../../../src/features/banners/BannerCarousel'
import { BetsTicker } from '../../../src/features/bets-ticker/BetsTicker'
import type { LoadWinList } from '../../../src/features/bets-ticker/live-feed'
import { useLiveFeed } from '../../../src/features/bets-ticker/use-live-feed'
import { WinnerTicker } from '../../../src/features/bets-ticker/WinnerTicker'
import { NoticeStrip } from '../../../src/features/content/NoticeStrip'
import { CategoryTabs } from '../../../src/features/game-grid/CategoryTabs'
import { GameGrid } from '../../../src/features/game-grid/GameGrid'
import { GameSearch } from '../../../src/features/game-grid/GameSearch'
import { ListEnd } from '../../../src/features/game-grid/ListEnd'
import { categoryRoute, gameFrameRoute } from '../../../src/features/game-grid/routes'
import { useDebouncedValue } from '../../../src/features/game-grid/use-debounced-value'
import { type LoadPage, usePagedList } from '../../../src/features/game-grid/use-paged-list'
import { type LoadResource, useResource } from '../../../src/features/loading/use-resource'
import { $lang } from '../../../src/i18n'
import { useT } from '../../../src/i18n/react'
import { Button } from '../../../src/ui/Button'
import { PullToRefresh } from '../../../src/ui/PullToRefresh'
import { EmptyState, ErrorState } from '../../../src/ui/states'
import { useStyles } from '../../../src/ui/styles'
import { navigateTo } from '../../app/navigation'
import { API_BASE, api } from '../../app/services'

const css = `
.ficha-home { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
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
// The feed refreshes in the background: a failure shows in the ticker, never as a toast.
const loadWinList: LoadWinList = (count) => api.post('bet/getWinList', { count }, { silent: true })
/** New rounds pushed live (bet/stream); the feed polls bet/getWinList when the stream is unavailable. */
const STREAM_URL = `${API_BASE.replace(/\/*$/, '/')}bet/stream`

const openGame = (game: Game) => navigateTo(gameFrameRoute(game.id))

/** A banner's link is a portal route, an outside address (a new tab) or nothing. */
function openBanner({ link }: Banner) {
  if (link.startsWith('/')) navigateTo(link)
  else if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener,noreferrer')
}

function SearchResults({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const t = useT()
  const load = useCallback<LoadPage<Game>>(
    (page, signal) =>
      api.post('index/game_like', { keyword, page, limit: SEARCH_PAGE_SIZE }, { signal, silent: true }),
    [keyword],
  )
  const results = usePagedList(load)
  if (results.status === 'error') return <ErrorState text={results.error} onRetry={results.reload} />
  if (results.status === 'ready' && results.items.length === 0)
    return (
      <EmptyState
        title={t('games.noResults', { keyword })}
        text={t('games.noResultsText')}
        action={
          <Button variant="secondary" onClick={onClear}>
            {t('games.clearSearch')}
          </Button>
        }
      />
    )
  return (
    <section className="ficha-section" aria-live="polite">
      <GameGrid games={results.items} loading={results.status === 'loading'} onOpen={openGame} />
      <ListEnd list={results} />
    </section>
  )
}

function Catalogue({ index }: { index: GameIndex }) {
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
        <section key={category.slug} className="ficha-section" aria-labelledby={`category-${category.slug}`}>
          <div className="ficha-section__head">
            <h2 id={`category-${category.slug}`} className="ficha-section__title">
              {category.name}
            </h2>
            <button
              type="button"
              className="ficha-section__more"
              onClick={() => navigateTo(categoryRoute(category.slug))}
            >
              {t('common.more')}
            </button>
          </div>
          <GameGrid games={chosen ? category.games : category.games.slice(0, PREVIEW)} onOpen={openGame} />
        </section>
      ))}
    </>
  )
}

/** The games home (/ and /pages/jogos/index): search, banners, notices, categories, games and the tickers. */
export default function GamesHome() {
  useStyles(css)
  const t = useT()
  const [query, setQuery] = useState('')
  const keyword = useDebouncedValue(query.trim())
  const banners = useResource(loadBanners)
  const notices = useResource(loadNotices)
  const index = useResource(loadIndex)
  const feed = useLiveFeed({ streamUrl: STREAM_URL, load: loadWinList, lang: useStore($lang) })

  const refresh = () => Promise.all([index.reload(), banners.reload(), notices.reload()]).then(feed.retry)
  const noticeList = notices.data?.list ?? []

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="ficha-home">
        <GameSearch value={query} onChange={setQuery} />
        {keyword ? (
          <SearchResults keyword={keyword} onClear={() => setQuery('')} />
        ) : (
          <>
            {banners.status === 'loading' ? <BannerPlaceholder /> : null}
            {banners.data && banners.data.length > 0 ? (
              <BannerCarousel banners={banners.data} onOpen={openBanner} />
            ) : null}
            {noticeList.length > 0 ? (
              <NoticeStrip notices={noticeList} onOpen={() => navigateTo('/pages/jogos/notice/index')} />
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
              <Catalogue index={index.data} />
            )}
            <WinnerTicker feed={feed} />
            <BetsTicker feed={feed} />
          </>
        )}
      </div>
    </PullToRefresh>
  )
}
