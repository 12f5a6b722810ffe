/** Operator permissions of the providers' reconciliation (admin/provider_reconcile, admin/provider_mismatches). */
export const RECONCILE_PERMISSIONS = {
  /** Run a reconciliation now. */
  run: 'providers:reconcile:run',
  /** See what the reconciliations could not settle. */
  list: 'providers:reconcile:list',
} as const

/**
 * What a reconciliation could not settle: missing (the provider holds the transaction, Ficha does not),
 * unknown (the reverse), amount (both, amounts differ), round_open (a round the provider has not ended).
 */
export const MISMATCH_KINDS = ['missing', 'unknown', 'amount', 'round_open'] as const
export type MismatchKind = (typeof MISMATCH_KINDS)[number]
