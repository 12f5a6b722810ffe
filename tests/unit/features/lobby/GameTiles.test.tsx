import type { Game } from '@src/contract/catalogue'
import { GameTiles } from '@src/features/lobby/GameTiles'
import { t } from '@src/i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render } from '../render'

const game = (id: number, name: string): Game => ({
  id,
  slug: `game-${id}`,
  name,
  category: 'classic',
  provider: 'ficha',
  image: `/games/game-${id}.svg`,
  rtp: 96,
  volatility: 'low',
})
const GAMES = [game(1, 'Fruta Tropical'), game(2, 'Samba Night')]

afterEach(cleanup)

describe('game tiles with hearts', () => {
  it('give every game its heart, pressed for the favourites, and tell which game a tap is for', async () => {
    const toggleFavorite = vi.fn(async () => undefined)
    const onOpen = vi.fn()
    const lobby = { isFavorite: (kept: Game) => kept.id === 2, toggleFavorite }
    const { container } = await render(<GameTiles games={GAMES} onOpen={onOpen} lobby={lobby} />)
    const hearts = [...container.querySelectorAll<HTMLButtonElement>('.ficha-heart')]
    expect(
      hearts.map((heart) => [heart.getAttribute('aria-label'), heart.getAttribute('aria-pressed')]),
    ).toEqual([
      [t('lobby.favorite', { name: 'Fruta Tropical' }), 'false'],
      [t('lobby.favorite', { name: 'Samba Night' }), 'true'],
    ])
    await act(() => hearts[0]?.click())
    expect(toggleFavorite).toHaveBeenCalledWith(GAMES[0])
    // The heart is not the tile: the game did not open.
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('lay out as a sideways row, a grid, or large tiles', async () => {
    const lobby = { isFavorite: () => false, toggleFavorite: async () => undefined }
    const { container } = await render(
      <>
        <GameTiles games={GAMES} onOpen={() => undefined} lobby={lobby} layout="row" />
        <GameTiles games={GAMES} onOpen={() => undefined} lobby={lobby} layout="large" />
      </>,
    )
    expect([...container.querySelectorAll('ul')].map((list) => list.className)).toEqual([
      'ficha-lobby-row',
      'ficha-game-grid ficha-game-grid--large',
    ])
  })
})
