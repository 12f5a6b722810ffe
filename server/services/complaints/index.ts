// The public surface of complaints (SAC and ouvidoria: the player's complaints, the operators' queue, the
// 10-day clock, the consumidor.gov.br export): what other domains use. Inside the domain, import the file
// itself; from another domain, import this index (checked by .dependency-cruiser.cjs).
export {
  assignComplaint,
  closeComplaint,
  complaintCase,
  complaintQueue,
  escalateComplaint,
  replyAsOperator,
} from './console'
export { complaintsCsv } from './export'
export { overdueComplaints } from './overdue'
export { listOwnComplaints, openComplaint, readOwnComplaint, replyAsPlayer } from './player'
export { mayReadAttachment } from './views'
