import type { ApiClient } from '../../api/types'
import type { CodePurpose } from '../../contract/user'
import type { Translate } from '../../i18n/translator'
import { failureMessage, SPECIFIC_CODES } from './messages'

/**
 * Sends a verification code and tells the player ('Verification code sent, please check.' or why not).
 * Resolves with the seconds before the next send; rejects when nothing was sent.
 */
export async function sendCode(
  api: ApiClient,
  t: Translate,
  toast: (message: string) => void,
  purpose: CodePurpose,
  username?: string,
): Promise<number> {
  try {
    const { resendAfter } = await api.post('sms/send', { username, purpose }, { silent: true })
    toast(t('msg.codeSent'))
    return resendAfter
  } catch (error) {
    toast(failureMessage(t, error, 'msg.codeSendFailed', SPECIFIC_CODES.sendCode))
    throw error
  }
}
