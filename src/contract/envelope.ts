import { type TProperties, type TSchema, Type } from '@sinclair/typebox'

/** Every answer of the API, success or failure: `{code, data, msg}`; code 1 is success. */
export interface Envelope<T = unknown> {
  code: number
  data: T
  msg: string
}

/** The envelope as a JSON schema, for the server's response schemas and the OpenAPI document. */
export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), data, msg: Type.String() })

/**
 * An object with these properties and no others: a request body (or a part of one) that refuses fields the
 * contract does not name.
 */
export const ExactObject = <T extends TProperties>(properties: T) =>
  Type.Object(properties, { additionalProperties: false })

/** One of these values: a union of their literals (the values' own type when read back). */
export const literals = <const T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)))

/** A row's id as the database keeps it: a positive PostgreSQL integer. */
export const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** A console save (admin/*_save): the definition under its key, and the id of the one it replaces (none: a new one). */
export const SaveBody = <Key extends string, Definition extends TSchema>(key: Key, definition: Definition) =>
  ExactObject({
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    ...({ [key]: definition } as Record<Key, Definition>),
  })

/** The body of a call that takes no payload: nothing, or an empty object. */
export const EmptyBody = Type.Object({}, { additionalProperties: false, description: 'No payload' })
