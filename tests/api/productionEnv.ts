import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The least a production server needs (NODE_ENV left unset: production rules apply); the settings tests
 * add the variables they are about.
 */
export const PRODUCTION_ENV = {
  OPERATOR_PHONE: '+5511912345678',
  OPERATOR_PASSWORD: 'a long operator passphrase',
  SMS_PROVIDER: 'http',
  SMS_WEBHOOK_URL: 'https://sms.example/hook',
  CONSOLE_TOTP_KEY: 'a console totp key of at least 32 characters',
  AUDIT_CHAIN_KEY: 'an audit chain key of at least 32 characters',
  AUDIT_EXPORT_FILE: join(tmpdir(), 'ficha-tests-audit-heads.jsonl'),
}
