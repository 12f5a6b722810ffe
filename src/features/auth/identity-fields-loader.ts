/**
 * The brazil profile's identity fields load on demand: their own chunk in the portal and in the sign-up
 * element's ES module. The classic widget script puts widgets/core/identity-fields.ts in its place.
 */
export const loadIdentityFields = () => import('./IdentityFields')
