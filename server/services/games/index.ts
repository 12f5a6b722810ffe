// The public surface of games (catalogue, lobby, rounds, game sessions, fairness, live feed): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export { gameAlive } from './gameSessions'
export { ROUNDS_CHANNEL } from './liveFeed/announce'
export { sseEvent } from './liveFeed/sseClient'
