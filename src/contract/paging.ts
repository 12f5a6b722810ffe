import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { ExactObject } from './envelope'

/** Paging fields of a list request: page from 1, at most 50 rows a page. */
export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
}
/** The body of a list request that takes nothing but paging (notices, play records, rebates, …). */
export const PageBody = ExactObject(PageFields)
export type PageBody = Static<typeof PageBody>

export const PAGE_DEFAULTS = { page: 1, limit: 20 } as const

/** One page of a list: its rows, the total over all pages, and the page and limit served. */
export const Paged = <T extends TSchema>(row: T) =>
  Type.Object({ list: Type.Array(row), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() })
export type Paged<T> = { list: T[]; total: number; page: number; limit: number }
