/**
 * Partners (docs/partners.md): tracked clicks, the attribution of a new player to a partner, and the
 * postbacks sent to the partners' servers from an outbox written in the business event's transaction.
 */
export { attributeSignup } from './attribution'
export { ClickBuffer } from './clickBuffer'
export { ClickRecorder } from './clicks'
export { deliveryLog } from './log'
export {
  /** The plans' entry point for the qualification postback (docs/partners.md, The outbox). */
  enqueuePartnerEvent,
  notePartnerMoney,
} from './outbox'
export { startPostbackJob } from './sender'
export { partnerOf, postbackSettings, savePostback } from './settings'
