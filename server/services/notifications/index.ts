// The public surface of notifications (the notification centre: what a player is told, read state,
// preferences, the live channel): what other domains use. Inside the domain, import the file itself;
// from another domain, import this index (checked by .dependency-cruiser.cjs).
export {
  createBroadcast,
  listBroadcasts,
  sendBroadcastBatch,
  startBroadcastJob,
} from './broadcasts'
export { messagePlayer } from './console'
export { NoticeHub } from './live'
export {
  listPlayerNotices,
  readAllPlayerNotices,
  readPlayerNotices,
  unreadCounts,
} from './read'
export { notifyPlayer } from './send'
export { getNoticeSettings, setNoticeSettings } from './settings'
export { consumeTicket, issueTicket } from './tickets'
