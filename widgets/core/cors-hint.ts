/**
 * After a request to Ficha's server that failed before any answer could be read: whether the server
 * answered all the same. A no-cors request fails only when nothing answers, so if it gets through, the
 * browser refused this page the answer: its origin is missing from the server's CORS_ORIGINS (which also
 * keeps Ficha's frame off the page). Then the integrator is told in the console too. Kept short: the widget
 * bundles are byte-tight.
 */
export const refusedHere = (url: string, method?: string): Promise<boolean> =>
  // The address must be one that answers `method` with Cross-Origin-Resource-Policy cross-origin (the API's
  // routes, the widget files): another answer is withheld from a no-cors request like no answer.
  fetch(url, { mode: 'no-cors', method }).then(
    () => {
      console.warn('Ficha: is this origin in CORS_ORIGINS?')
      return true
    },
    () => false,
  )
