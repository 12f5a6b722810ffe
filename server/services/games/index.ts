// The public surface of games (catalogue, lobby, rounds, game sessions, fairness, live feed): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).

export { listAdminGames, updateGame } from './admin'
export { artOf } from './art'
export { gameIndex, gameList, searchGames } from './catalogue'
export { ensureCategories } from './categories'
export {
  findGameSession,
  forgetGameSession,
  gameAlive,
  knownGameSession,
  launchGame,
  openGameSession,
} from './gameSessions'
export { LiveFeed } from './liveFeed'
export { announceRounds, ROUNDS_CHANNEL } from './liveFeed/announce'
export { sseEvent } from './liveFeed/sseClient'
export { myGames, newestGames, popularGames, setFavorite } from './lobby'
export {
  findPlayableGame,
  findProviderGame,
  type GameWithLimits,
  gameWithLimitsColumns,
  type PlayableGame,
} from './playableGames'
export { findBets } from './playRecords'
export { GameSessionUnconfirmed, lastRound, spin } from './rounds'
export { gameSearchText } from './searchText'
export { activePair, publicSeeds, rotateSeeds } from './seedPairs'
export { verifyPlayerRound } from './verification'
