// The public surface of races (wager races: scoring in SQL, boards, settlement, the operator's races): what
// other domains use. Inside the domain, import the file itself; from another domain, import this index
// (checked by .dependency-cruiser.cjs).

export { cancelRace, createRace, listRaces, raceWeights, saveRace, setRaceWeight, switchRaces } from './admin'
export { standingOf } from './board'
export { RaceHub } from './live'
export { startRaceJob } from './settle'
export { spWallClockWindow, toSpWallClock } from './time'
