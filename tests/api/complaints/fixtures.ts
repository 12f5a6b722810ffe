import type { App } from '@server/app'
import type { Complaint, ComplaintOpenBody } from '@src/contract/complaints'
import type { Envelope } from '@src/contract/envelope'
import { call, type Player } from '../helpers'
import { PNG, upload } from '../money/fixtures'

/** A complaint the player opens through the API, with `attachments` and `images` new screenshots attached. */
export const openComplaint = async (
  app: App,
  player: Player,
  {
    category = 'withdrawal',
    text = 'My withdrawal has not arrived.',
    attachments: uploaded = [],
    images = 0,
  }: Partial<ComplaintOpenBody> & { images?: number } = {},
): Promise<Envelope<Complaint>> => {
  const attachments = [...uploaded]
  for (let index = 0; index < images; index++)
    attachments.push((await upload(app, player.token, PNG)).data.id)
  return call<Complaint>(
    app,
    'index/complaint_open',
    { category, text, attachments },
    { token: player.token },
  )
}
