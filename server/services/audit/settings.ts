import type { AuditConfig } from '../../config'

/**
 * The process's audit settings (AUDIT_CHAIN_KEY, AUDIT_EXPORT_FILE), set once at start like its other
 * settings, so that the many callers of recordAudit need not carry the key. The database never holds the
 * key: whoever rewrites rows there cannot compute their hashes.
 */
let settings: Pick<AuditConfig, 'chainKey' | 'exportFile'> | null = null

/** Sets the key every audit row is hashed under from now on (the server's start, the scripts). */
export const configureAudit = (audit: Pick<AuditConfig, 'chainKey' | 'exportFile'>): void => {
  settings = { chainKey: audit.chainKey, exportFile: audit.exportFile }
}

export const auditSettings = (): Pick<AuditConfig, 'chainKey' | 'exportFile'> => {
  if (!settings) throw new Error('the audit chain key is not set: call configureAudit at start')
  return settings
}
