import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { games } from '../../db/schema/catalogue'
import { assetUrl } from '../content'

/**
 * A provider's list may give a game no picture: the lobby, the ticker and every other client then get this
 * art instead, drawn from the game's name and studio, so no tile is ever blank and clients need no fallback.
 */
const ART_FOLDER = 'art/' // served by routes/assets.ts at its row's url, assets/art/:slug

/** The game's picture: its own when it has one, else its drawn art. */
export const gameImage = (image: string, slug: string): string => image || assetUrl(`${ART_FOLDER}${slug}`)

/** Up to two initials: of the first two words, or the first two letters of a one-word name. */
const initialsOf = (name: string): string => {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '')].slice(0, 2)
  return letters.join('').toLocaleUpperCase('pt-BR')
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A hue of the colour wheel chosen by the slug: the same game always looks the same, neighbours differ. */
const hueOf = (slug: string): number => {
  let hash = 0
  for (const character of slug) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360
  return hash
}

/** The art itself: a deep gradient of the game's hue, its initials large and its studio beneath (white, AA). */
const gameArtSvg = (game: { slug: string; name: string; studio: string | null }): string => {
  const hue = hueOf(game.slug)
  const studio = game.studio ? escapeXml(game.studio.slice(0, 28)) : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(game.name)}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 36%)"/>`,
    '</linearGradient></defs>',
    '<rect width="300" height="300" rx="28" fill="url(#bg)"/>',
    `<circle cx="150" cy="130" r="92" fill="none" stroke="hsl(${hue} 90% 80%)" stroke-opacity="0.35" stroke-width="6"/>`,
    '<text x="150" y="160" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="800" fill="#fff">',
    escapeXml(initialsOf(game.name)),
    '</text>',
    studio
      ? `<text x="150" y="262" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" font-weight="600" fill="#fff" fill-opacity="0.92">${studio}</text>`
      : '',
    '</svg>',
  ].join('')
}

/** The drawn art of the game with this slug, or null for no such game. */
export const artOf = async (db: Db, slug: string): Promise<string | null> => {
  const [game] = await db
    .select({ slug: games.slug, name: games.name, studio: games.studio })
    .from(games)
    .where(eq(games.slug, slug))
  return game ? gameArtSvg({ ...game, name: localize(game.name, 'en') }) : null
}
