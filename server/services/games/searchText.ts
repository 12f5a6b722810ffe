/**
 * The form in which names are stored for search and queries are compared: decomposed (NFD), combining
 * marks dropped, lower case, single spaces. 'Tesouro do Faraó' and 'FARAO' meet at 'farao'.
 */
export const searchText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/**
 * A game's search column: each of its names in every language, one per line. A query never holds a line
 * break (searchText folds it into a space), so a match never spans two names.
 */
export const gameSearchText = (names: Record<string, string | undefined>): string =>
  [
    ...new Set(
      Object.values(names)
        .filter((name): name is string => Boolean(name))
        .map(searchText),
    ),
  ].join('\n')
