import { CheckList } from '@console/app/CheckList'
import { DenseTable } from '@console/app/DenseTable'
import { denseCss } from '@console/app/dense.styles'
import { LanguageFields, writtenTexts } from '@console/app/LanguageFields'
import { $operatorLanguage } from '@console/app/operator-language'
import { Pager } from '@console/app/Pager'
import { pageCount } from '@console/app/paging'
import { api } from '@console/app/services'
import { useStore } from '@nanostores/react'
import { type AdminGame, type AdminGames, type GameUpdateBody, LOBBY_ROWS } from '@src/contract/players'
import { $lang } from '@src/i18n'
import { type Localized, localize } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { EmptyState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

const PAGE = 50

/** The marks the operator switches right in the list: its column, and the switch's name for one game. */
const MARKS = [
  { mark: 'enabled', column: 'console.games.col.enabled', label: 'console.games.enabledFor' },
  { mark: 'markedNew', column: 'console.games.col.new', label: 'console.games.newFor' },
  { mark: 'featured', column: 'console.games.col.featured', label: 'console.games.featuredFor' },
] as const
type Mark = (typeof MARKS)[number]['mark']
const markAs = (mark: Mark, on: boolean): Omit<GameUpdateBody, 'id'> => ({ [mark]: on })

/** The edit form of one game: category, order, tags, lobby rows, marks, names and descriptions, image. */
function GameEditor({
  game,
  categories,
  onSaved,
}: {
  game: AdminGame
  categories: AdminGames['categories']
  onSaved: (game: AdminGame) => void
}) {
  const t = useT()
  const [category, setCategory] = useState(game.category)
  const [sort, setSort] = useState(String(game.sort))
  const [tags, setTags] = useState(game.tags.join(', '))
  const [rows, setRows] = useState<string[]>(game.lobbyRows)
  const [names, setNames] = useState<Localized>({ ...game.name })
  const [descriptions, setDescriptions] = useState<Localized>({ ...(game.description ?? {}) })
  const [image, setImage] = useState(game.image)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const body: GameUpdateBody = {
      id: game.id,
      category,
      sort: Number(sort) || 0,
      tags: [
        ...new Set(
          tags
            .split(',')
            .map((tag) => tag.trim().toLowerCase())
            .filter(Boolean),
        ),
      ],
      lobbyRows: rows as GameUpdateBody['lobbyRows'],
      name: writtenTexts(names),
      description: Object.keys(writtenTexts(descriptions)).length > 0 ? writtenTexts(descriptions) : null,
      image,
    }
    onSaved(await api.post('admin/game_update', body))
  }
  return (
    <form className="console-games__form" onSubmit={save} aria-label={t('console.games.edit')}>
      <label>
        {t('console.games.col.category')}
        <select value={category} onChange={(event) => setCategory(event.target.value)}>
          {categories.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('console.games.col.order')}
        <input type="number" value={sort} onChange={(event) => setSort(event.target.value)} />
      </label>
      <label>
        {t('console.games.tags')}
        <input type="text" value={tags} onChange={(event) => setTags(event.target.value)} />
      </label>
      <label>
        {t('console.games.image')}
        <input type="text" value={image} onChange={(event) => setImage(event.target.value)} />
      </label>
      <CheckList
        legend={t('console.games.lobbyRows')}
        options={LOBBY_ROWS.map((row) => ({ value: row, label: t(`console.games.row.${row}`) }))}
        chosen={rows}
        onChange={setRows}
      />
      <LanguageFields
        label={(lang) => t('console.games.nameIn', { lang })}
        texts={names}
        onChange={setNames}
        required
      />
      <LanguageFields
        label={(lang) => t('console.games.descriptionIn', { lang })}
        texts={descriptions}
        onChange={setDescriptions}
      />
      <div className="wide">
        <Button type="submit">{t('console.games.save')}</Button>
      </div>
    </form>
  )
}

/**
 * Game management (console/games): every game, enabled or not, in lobby order; switch one on or off, mark it
 * new or featured at once, or open its editor. Every change is audited and reaches every process's lobby.
 */
export default function GamesPage() {
  useStyles(denseCss)
  const t = useT()
  const lang = useStore($lang)
  const operatorLanguage = useStore($operatorLanguage)
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<AdminGames | null>(null)
  const [editing, setEditing] = useState<number | null>(null)

  const load = useCallback(
    async (to = 1) => {
      setData(await api.post('admin/games', { query: query.trim() || undefined, page: to, limit: PAGE }))
      setPage(to)
    },
    [query],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page once; the search form loads again
  useEffect(() => {
    void load(1)
  }, [])

  const replace = (game: AdminGame) =>
    setData((current) =>
      current
        ? { ...current, list: current.list.map((kept) => (kept.id === game.id ? game : kept)) }
        : current,
    )
  const patch = async (game: AdminGame, change: Omit<GameUpdateBody, 'id'>) =>
    replace(await api.post('admin/game_update', { id: game.id, ...change }))

  if (!data) return <SkeletonList />
  const pages = pageCount(data.total, PAGE)
  const categoryName = (slug: string) =>
    data.categories.find((category) => category.slug === slug)?.name ?? slug
  return (
    <div className="console-players console-games">
      <form
        className="console-players__search"
        onSubmit={(event) => {
          event.preventDefault()
          void load(1)
        }}
      >
        <TextField label={t('console.games.search')} value={query} onChange={setQuery} autoComplete="off" />
        <Button type="submit">{t('console.players.search')}</Button>
      </form>
      {data.list.length === 0 ? <EmptyState title={t('console.games.none')} icon="game" /> : null}
      {data.list.length > 0 ? (
        <DenseTable
          label={t('console.nav.games')}
          foot={<Pager page={page} pages={pages} total={data.total} onPage={load} />}
          head={
            <>
              <th>{t('console.games.col.game')}</th>
              <th>{t('console.games.col.provider')}</th>
              <th>{t('console.games.col.category')}</th>
              <th className="num">{t('console.games.col.order')}</th>
              {MARKS.map(({ mark, column }) => (
                <th key={mark}>{t(column)}</th>
              ))}
              <th>{t('console.games.tags')}</th>
              <th />
            </>
          }
        >
          {data.list.map((game) => {
            const name = localize(game.name, lang, operatorLanguage)
            return [
              <tr key={game.id} data-slug={game.slug}>
                <td>
                  {name} <small>({game.slug})</small>
                </td>
                <td>{game.provider}</td>
                <td>{categoryName(game.category)}</td>
                <td className="num">{game.sort}</td>
                {MARKS.map(({ mark, label }) => (
                  <td key={mark}>
                    <input
                      type="checkbox"
                      aria-label={t(label, { name })}
                      checked={game[mark]}
                      onChange={(event) => patch(game, markAs(mark, event.target.checked))}
                    />
                  </td>
                ))}
                <td>
                  {game.tags.map((tag) => (
                    <span className="console-tag" key={tag}>
                      {tag}
                    </span>
                  ))}
                </td>
                <td>
                  <button
                    type="button"
                    className="console-link-button"
                    aria-expanded={editing === game.id}
                    onClick={() => setEditing(editing === game.id ? null : game.id)}
                  >
                    {t('console.games.edit')}
                  </button>
                </td>
              </tr>,
              editing === game.id ? (
                <tr key={`${game.id}-edit`} className="console-games__edit">
                  <td colSpan={9}>
                    <GameEditor
                      game={game}
                      categories={data.categories}
                      onSaved={(saved) => {
                        replace(saved)
                        setEditing(null)
                      }}
                    />
                  </td>
                </tr>
              ) : null,
            ]
          })}
        </DenseTable>
      ) : null}
    </div>
  )
}
