import type { Game } from '../../contract/catalogue'
import { useT } from '../../i18n/react'
import { Icon } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { GameCard } from '../game-grid/GameGrid'
import { gameGridCss } from '../game-grid/game-grid.styles'
import { lobbyCss } from './lobby.styles'
import type { Lobby } from './use-lobby'

export interface GameTilesProps {
  games: readonly Game[]
  onOpen: (game: Game) => void
  lobby: Pick<Lobby, 'isFavorite' | 'toggleFavorite'>
  /** 'row': one line that scrolls sideways; 'grid': the game grid; 'large': a grid of larger tiles. */
  layout?: 'row' | 'grid' | 'large'
}

const LAYOUTS = {
  row: 'ficha-lobby-row',
  grid: 'ficha-game-grid',
  large: 'ficha-game-grid ficha-game-grid--large',
} as const

/** The heart on a game tile: pressed when the game is a favourite. */
function FavoriteButton({ game, lobby }: { game: Game; lobby: GameTilesProps['lobby'] }) {
  const t = useT()
  const favorite = lobby.isFavorite(game)
  return (
    <button
      type="button"
      className="ficha-heart"
      aria-pressed={favorite}
      aria-label={t('lobby.favorite', { name: game.name })}
      onClick={() => lobby.toggleFavorite(game)}
    >
      <Icon name="heart" />
    </button>
  )
}

/** Game tiles, each with its heart, as a sideways row or a grid. */
export function GameTiles({ games, onOpen, lobby, layout = 'grid' }: GameTilesProps) {
  useStyles(gameGridCss)
  useStyles(lobbyCss)
  return (
    <ul className={LAYOUTS[layout]}>
      {games.map((game) => (
        <li key={game.id} className="ficha-lobby-tile">
          <GameCard game={game} onOpen={onOpen} />
          <FavoriteButton game={game} lobby={lobby} />
        </li>
      ))}
    </ul>
  )
}

export interface GameSectionProps extends GameTilesProps {
  /** The section's id, for its heading. */
  id: string
  title: string
  /** Beside the title, e.g. 'More'. */
  action?: React.ReactNode
}

/** A titled panel of game tiles (a row of the lobby, or a category). */
export function GameSection({ id, title, action, ...tiles }: GameSectionProps) {
  useStyles(gameGridCss)
  return (
    <section className="ficha-section" aria-labelledby={`lobby-${id}`}>
      <div className="ficha-section__head">
        <h2 id={`lobby-${id}`} className="ficha-section__title">
          {title}
        </h2>
        {action}
      </div>
      <GameTiles {...tiles} />
    </section>
  )
}
