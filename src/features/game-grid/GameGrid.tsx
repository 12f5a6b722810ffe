import type { Game } from '../../contract/catalogue'
import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'
import { useLate } from '../loading/use-late'
import { gameGridCss } from './game-grid.styles'

export interface GameCardProps {
  game: Game
  onOpen: (game: Game) => void
}

/** One game: its picture and name; the whole card is the button that opens it. */
export function GameCard({ game, onOpen }: GameCardProps) {
  useStyles(gameGridCss)
  return (
    <button type="button" className="ficha-game-card" onClick={() => onOpen(game)}>
      <img className="ficha-game-card__image" src={game.image} alt="" loading="lazy" decoding="async" />
      <span className="ficha-game-card__name">{game.name}</span>
    </button>
  )
}

export interface GameGridProps {
  games: readonly Game[]
  onOpen: (game: Game) => void
  /** While the games are on their way: placeholder cards, shown only after 200 ms. */
  loading?: boolean
  /** How many placeholder cards to draw while loading. */
  placeholders?: number
}

/** Games in a grid of square cards: three across on a phone, more on wider screens. */
export function GameGrid({ games, onOpen, loading = false, placeholders = 9 }: GameGridProps) {
  useStyles(gameGridCss)
  const t = useT()
  const late = useLate(loading)

  if (loading) {
    return (
      <div className="ficha-game-grid" role="status" aria-label={t('common.loading')}>
        {late
          ? Array.from({ length: placeholders }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <span key={index} className="ficha-game-card ficha-game-card--placeholder" aria-hidden="true">
                <span className="ficha-game-card__image" />
                <span className="ficha-game-card__bone" />
              </span>
            ))
          : null}
      </div>
    )
  }
  return (
    <ul className="ficha-game-grid">
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  )
}
