// Types of scripts/size-budgets.mjs for the tests that import it.
export declare const KB: number
export declare const WIDGET_BUDGETS: Record<string, number>
export declare const FIRST_ROUTE_BUDGET: number
export declare function overBudget<Row extends { key: string; gzip: number }>(
  rows: Row[],
  budgets: Record<string, number>,
): Row[]
