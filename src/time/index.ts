export { createCountdown, formatCountdown } from './countdown'
export { relativeTime } from './relative'
