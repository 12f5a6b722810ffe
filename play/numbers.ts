/**
 * A number in the page's language (its html lang, the launch's): 96,18 and 3.000 in pt, 96.18 and 3,000 in
 * zh and en.
 */
export const formatNumber = (value: number, decimals = 0): string =>
  new Intl.NumberFormat(document.documentElement.lang || undefined, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value)
