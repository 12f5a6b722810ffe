export { formatCountdown } from './countdown'
