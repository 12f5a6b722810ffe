import { endpoint } from '../../endpoint'
import { cepLookupOf, lookUpCep } from '../../services/registration'

/** POST /api/user/cep: the address a CEP names (CEP_PROVIDER). */
export default endpoint(
  'user/cep',
  {
    summary: 'Look up an address by its CEP',
    description:
      'Street, district, city and state of a CEP, for the extended registration. Errors: 401, 1951 not 8 digits, 1952 no address has it, 1953 the CEP service did not answer (the player types the address).',
  },
  async (request, app) => lookUpCep(cepLookupOf(app.config.compliance.cep), request.body.cep),
)
