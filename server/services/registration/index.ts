// The public surface of the extended registration (Ordinance SPA/MF 2.579/2025): what routes and other
// domains use (checked by .dependency-cruiser.cjs).

export { cepLookupOf, lookUpCep } from './cep'
export { completeIfDone, registrationRules, registrationStatus, saveRegistration } from './registration'
