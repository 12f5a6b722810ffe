import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { TSchema } from '@sinclair/typebox'
import fp from 'fastify-plugin'
import { remembered } from '../remembered'

/**
 * Input checking with the routes' TypeBox schemas. Bodies are checked as sent: no type coercion, and
 * extra fields fail (schemas set additionalProperties false) instead of being silently dropped.
 * Query strings and params are converted ("10" -> 10), as they can only be text.
 */
/** The largest id the database holds (integer columns); larger numbers can name nothing. */
const MAX_INT = 2_147_483_647

/** Fields that name a row: id, channelId, accountId, order_id, ids... (amounts are bigint and checked apart). */
const ID_FIELD = /(^ids?$|Ids?$|_ids?$)/

/**
 * Where the input holds what no column can store: a NUL character in a string (PostgreSQL text refuses
 * it) or an id beyond the database's integer range. Answered as a 400 naming the field, before a query
 * could fail on it.
 */
const unstorable = (value: unknown, path = '', idField = false): string[] => {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || '/'] : []
  if (typeof value === 'number') return idField && Math.abs(value) > MAX_INT ? [path || '/'] : []
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unstorable(item, `${path}/${index}`, idField))
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      unstorable(item, `${path}/${key}`, ID_FIELD.test(key)),
    )
  }
  return []
}

/**
 * Whether `unstorable` would find nothing, without building a path or an array: nearly every input is
 * storable, and the walk runs on every call's body.
 */
const storable = (value: unknown, idField = false): boolean => {
  if (typeof value === 'string') return !value.includes('\u0000')
  if (typeof value === 'number') return !idField || Math.abs(value) <= MAX_INT
  if (Array.isArray(value)) {
    for (const item of value) if (!storable(item, idField)) return false
    return true
  }
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (!storable((value as Record<string, unknown>)[key], ID_FIELD.test(key))) return false
    }
  }
  return true
}

type Validate = ReturnType<typeof TypeBoxValidatorCompiler>

/**
 * Each route schema's compiled check, by schema object and part, for the life of the process: a process that
 * builds the app more than once (the API tests build one a file) compiles each schema once.
 */
const compiled = new WeakMap<TSchema, Map<string | undefined, Validate>>()

const compile = (route: Parameters<typeof TypeBoxValidatorCompiler>[0]): Validate => {
  const parts = remembered(compiled, route.schema, () => new Map<string | undefined, Validate>())
  return remembered(parts, route.httpPart, () => TypeBoxValidatorCompiler(route))
}

export default fp(
  async (app) => {
    app.setValidatorCompiler<TSchema>((route) => {
      const validate = compile(route)
      return (input: unknown) => {
        // A call "with no payload" (spec: getUserinfo, logout) may send no body at all: treat it as {}.
        const result = validate(route.httpPart === 'body' ? (input ?? {}) : input) as { value?: unknown }
        if (!('value' in result) || storable(result.value)) return result
        const fields = unstorable(result.value)
        return {
          error: fields.map((instancePath) => ({
            keyword: 'storable',
            instancePath,
            schemaPath: '#',
            params: {},
            message: 'NUL character or number beyond the integer range',
          })),
        }
      }
    })

    // Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body is no body.
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined)
      return parseJson(request, body.toString(), done)
    })
  },
  { name: 'validation' },
)
