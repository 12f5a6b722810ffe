// The public surface of the console's players (search, the player page, the operator's actions): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export { addNote, resendCode, resetPayPassword, setPlayBlock } from './actions'
export { playerDetail } from './detail'
export { searchPlayers } from './search'
