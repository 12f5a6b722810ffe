/** Where a paged list stands: the page shown (from 1), how many pages there are, and how to show another. */
export interface Paging {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** How many pages `total` rows fill at `size` a page: one at least, so an empty list still reads "1 of 1". */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))
