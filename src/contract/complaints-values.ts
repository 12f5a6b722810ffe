/**
 * Complaints (SAC and ouvidoria, docs/compliance.md): the plain values of their contract
 * (src/contract/complaints.ts re-exports them), so the pages import them without the schema library.
 */

/** Permissions of the complaints' console (console/pages/complaints), one per kind of action. */
export const COMPLAINT_PERMISSIONS = {
  /** The queue and a complaint with its messages and attachments. */
  view: 'console:complaints:view',
  /** Take or hand over a complaint, answer the player, close it with a resolution. */
  answer: 'console:complaints:answer',
  /** Send a complaint to the ouvidoria (the second level). */
  escalate: 'console:complaints:escalate',
  /** The CSV in the fields of consumidor.gov.br. */
  export: 'console:complaints:export',
} as const

/** What a complaint is about, chosen by the player. */
export const COMPLAINT_CATEGORIES = [
  'deposit',
  'withdrawal',
  'game',
  'bonus',
  'account',
  'protection',
  'other',
] as const
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number]

/** open: waits for the operator; answered: the operator wrote last; closed: a final answer was given. */
export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number]

/** sac: the first level; ouvidoria: escalated to the second. */
export const COMPLAINT_LEVELS = ['sac', 'ouvidoria'] as const
export type ComplaintLevel = (typeof COMPLAINT_LEVELS)[number]

/** How the final answer left it, as consumidor.gov.br classifies a complaint. */
export const COMPLAINT_OUTCOMES = ['resolved', 'notResolved'] as const
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number]

/** Who wrote a message. */
export const COMPLAINT_AUTHORS = ['player', 'operator'] as const
export type ComplaintAuthor = (typeof COMPLAINT_AUTHORS)[number]

/** consumidor.gov.br gives the company 10 days from the complaint to its final answer. */
export const COMPLAINT_ANSWER_DAYS = 10

/** A complaint's or a message's text, at most. */
export const COMPLAINT_TEXT_MAX = 4000

/** Images a message may carry (each uploaded with index/upload_voucher first). */
export const COMPLAINT_ATTACHMENTS_MAX = 3
