import type { Game } from '@src/contract/catalogue'
import { shareLinks } from '@src/features/invite/share'
import { timeUntil } from '@src/features/lobby/next-rewards'
import { popularFirst } from '@src/features/lobby/order'
import { withFavorite } from '@src/features/lobby/use-lobby'
import type { TextParams } from '@src/i18n/translator'
import { describe, expect, it } from 'vitest'

const game = (id: number): Game => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  category: 'classic',
  provider: 'ficha',
  image: '',
  rtp: 96,
  volatility: 'low',
})

/** Shows which text and which figures were asked for. */
const echo = (key: string, params?: TextParams) => `${key} ${JSON.stringify(params)}`

describe('the lobby’s order', () => {
  it('puts the popular games first, then the rest in catalogue order, each once', () => {
    const all = [game(1), game(2), game(3), game(4)]
    expect(popularFirst(all, [game(3), game(1)]).map((kept) => kept.id)).toEqual([3, 1, 2, 4])
  })

  it('leaves out a popular game the catalogue no longer has', () => {
    expect(popularFirst([game(1)], [game(9), game(1)]).map((kept) => kept.id)).toEqual([1])
  })

  it('puts a newly marked favourite first and takes an unmarked one out', () => {
    const list = [game(1), game(2)]
    expect(withFavorite(list, game(3), true).map((kept) => kept.id)).toEqual([3, 1, 2])
    expect(withFavorite(list, game(2), true).map((kept) => kept.id)).toEqual([2, 1])
    expect(withFavorite(list, game(1), false).map((kept) => kept.id)).toEqual([2])
  })
})

describe('the time until the next payment', () => {
  const now = Date.parse('2026-03-09T12:00:00Z')
  it('reads days and hours past a day, hours and minutes past an hour, else minutes', () => {
    expect(timeUntil('2026-03-11T17:30:00Z', now, echo)).toBe('lobby.inDays {"d":2,"h":5}')
    expect(timeUntil('2026-03-09T17:12:00Z', now, echo)).toBe('lobby.inHours {"h":5,"m":12}')
    expect(timeUntil('2026-03-09T12:08:00Z', now, echo)).toBe('lobby.inMinutes {"m":8}')
  })

  it('rounds up to the minute and never says 0 min', () => {
    expect(timeUntil('2026-03-09T12:00:01Z', now, echo)).toBe('lobby.inMinutes {"m":1}')
    expect(timeUntil('2026-03-09T11:59:00Z', now, echo)).toBe('lobby.inMinutes {"m":1}')
  })
})

describe('the invitation’s share links', () => {
  it('write the message and the link into WhatsApp’s and Telegram’s share addresses', () => {
    const links = shareLinks('Vem jogar & ganhar!', 'https://ficha.example/i/AB23CD45')
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Vem%20jogar%20%26%20ganhar!%20https%3A%2F%2Fficha.example%2Fi%2FAB23CD45',
    )
    const telegram = new URL(links.telegram)
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url')
    expect(telegram.searchParams.get('url')).toBe('https://ficha.example/i/AB23CD45')
    expect(telegram.searchParams.get('text')).toBe('Vem jogar & ganhar!')
  })
})
