import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import { remembered } from './remembered'

type Factory = ReturnType<typeof SerializerSelector>
type Serialize = ReturnType<ReturnType<Factory>>

/** Compiled serializers by the settings they were compiled with, then by response schema object. */
const compiled = new Map<string, WeakMap<object, Serialize>>()

/**
 * Fastify's own response serializers (fast-json-stringify), each response schema compiled once for the life
 * of the process: a process that builds the app more than once (the API tests build one a file) compiles
 * each schema once rather than once an app.
 */
export const buildSerializer: Factory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options)
  const settings = JSON.stringify([externalSchemas, options])
  const bySchema = remembered(compiled, settings, () => new WeakMap<object, Serialize>())
  return (route) => {
    const schema = route.schema
    if (typeof schema !== 'object' || schema === null) return compile(route)
    return remembered(bySchema, schema, () => compile(route))
  }
}
