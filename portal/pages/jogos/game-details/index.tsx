import { useStore } from '@nanostores/react'
import { HOME_ROUTE } from '@portal/app/gate'
import { navigateTo, openLoginPopup, switchTab } from '@portal/app/navigation'
import { usePageTitle } from '@portal/app/page-title'
import { useRouteQuery } from '@portal/app/route-query'
import { api } from '@portal/app/services'
import type { Game, GameIndex } from '@src/contract/catalogue'
import { GameGrid } from '@src/features/game-grid/GameGrid'
import { ListEnd } from '@src/features/game-grid/ListEnd'
import { CATEGORY_ID_PARAM, CATEGORY_PARAM, gameRoute } from '@src/features/game-grid/routes'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { GameTiles } from '@src/features/lobby/GameTiles'
import { useMyGames } from '@src/features/lobby/use-lobby'
import { useT } from '@src/i18n/react'
import { $token } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState, ErrorState } from '@src/ui/states'
import { useCallback, useState } from 'react'

const PAGE_SIZE = 24

const openGame = (game: Game) => navigateTo(gameRoute(game))

const loadIndex: LoadResource<GameIndex> = (signal) => api.post('index/game_index', undefined, { signal })

function GamesLoading() {
  return (
    <section className="ficha-section">
      <GameGrid games={[]} loading onOpen={openGame} />
    </section>
  )
}

function NoGames() {
  const t = useT()
  return (
    <EmptyState
      icon="game"
      title={t('games.empty')}
      text={t('games.emptyText')}
      action={
        <Button variant="secondary" onClick={() => switchTab(HOME_ROUTE)}>
          {t('common.goHome')}
        </Button>
      }
    />
  )
}

/** One category's games, a page at a time as the player scrolls; the bar shows the category's name. */
function CategoryGames({ slug }: { slug: string }) {
  const [title, setTitle] = useState<string | null>(null)
  usePageTitle(title)
  const load = useCallback<LoadPage<Game>>(
    async (page, signal) => {
      const answer = await api.post(
        'index/game_detai',
        { category: slug, page, limit: PAGE_SIZE },
        { signal },
      )
      setTitle(answer.title)
      return answer
    },
    [slug],
  )
  const games = usePagedList(load)
  const mine = useMyGames(api, useStore($token) !== '', openLoginPopup)

  if (games.status === 'error') return <ErrorState text={games.error} onRetry={games.reload} />
  if (games.status === 'ready' && games.items.length === 0) return <NoGames />
  return (
    <PullToRefresh onRefresh={games.reload}>
      {games.status === 'loading' ? (
        <GamesLoading />
      ) : (
        <section className="ficha-section">
          <GameTiles games={games.items} onOpen={openGame} lobby={mine} />
        </section>
      )}
      <ListEnd list={games} />
    </PullToRefresh>
  )
}

/** Older links name the category by its number (?id=): find its slug in the catalogue first. */
function CategoryById({ id }: { id: number }) {
  const index = useResource(loadIndex)
  if (index.status === 'error') return <ErrorState text={index.error} onRetry={index.reload} />
  if (!index.data) return <GamesLoading />
  const category = index.data.find((entry) => entry.id === id)
  return category ? <CategoryGames slug={category.slug} /> : <NoGames />
}

/** /pages/jogos/game-details/index?category=<slug> (or ?id=<category id>). */
export default function GameList() {
  const query = useRouteQuery()
  const slug = query.get(CATEGORY_PARAM)
  const id = Number(query.get(CATEGORY_ID_PARAM))
  if (slug) return <CategoryGames slug={slug} />
  if (Number.isInteger(id) && id > 0) return <CategoryById id={id} />
  return <NoGames />
}
