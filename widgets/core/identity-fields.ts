import * as IdentityFields from '../../src/features/auth/IdentityFields'
import type { loadIdentityFields as shared } from '../../src/features/auth/identity-fields-loader'

/**
 * The classic script's loader of the identity fields (widgets/build/widget-modules.ts): a classic script
 * cannot split, so they are in it either way, and a static import keeps esbuild from wrapping them and
 * everything they import in lazy initialisers, which no minifier can inline (some 2 KB gzip of ficha.js).
 */
export const loadIdentityFields: typeof shared = async () => IdentityFields
