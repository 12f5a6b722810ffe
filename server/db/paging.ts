import type { Paged } from '@src/contract/paging'

/** An ordered list query that can be cut to a page (a drizzle select once ordered). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> }
}

/**
 * One page of an ordered list: its rows on `page` (from 1) of `limit` each, shown through `view`, and the
 * count of all its rows (`counted`: a count over the same filter), both read side by side.
 */
export const readPage = async <Row, Item>(
  rows: Pageable<Row>,
  counted: PromiseLike<{ value: number }[]>,
  { page, limit }: { page: number; limit: number },
  view: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Paged<Item>> => {
  const [list, [total]] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), counted])
  return { list: await view(list), total: total?.value ?? 0, page, limit }
}
