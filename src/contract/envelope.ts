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

/** The body of a call that takes no payload: nothing, or an empty object. */
export const EmptyBody = Type.Object({}, { additionalProperties: false, description: 'No payload' })
