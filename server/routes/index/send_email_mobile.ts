import { sendCodeEndpoint } from '../sms/send'

/**
 * POST /api/index/send_email_mobile: the spec's other verification-code call, the same service as
 * sms/send. This server delivers codes to phones only (accounts are phone numbers).
 */
export default sendCodeEndpoint('index/send_email_mobile', 'Send a verification code (same as sms/send)')
