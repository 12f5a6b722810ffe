// The public surface of the crash game (docs/games.md, Crash): its loop, bets and cash-outs, state and live hub.
// From another domain, import this index (checked by .dependency-cruiser.cjs).

export { cashOutCrashBet, myCrashBets, placeCrashBet } from './bets'
export { type CrashGame, findCrashGame } from './game'
export { startCrashJob } from './job'
export { CrashHub } from './live'
export { advanceCrash } from './rounds'
export { crashSettings, setCrashEdge } from './settings'
export { crashHistory, crashState } from './state'
