import { type ComponentType, lazy, Suspense } from 'react'
import { loadChunk } from './chunks'

const Nothing = () => null

/**
 * A part of the frame that the first paint does without (the first route's weight): its code is
 * fetched when the frame first renders, beside the page's, and it shows nothing until then, or at all if the
 * code cannot be fetched (the page's own load reports that).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() =>
    loadChunk(load)
      .then((component) => ({ default: component }))
      .catch(() => ({ default: Nothing })),
  )
  return (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  )
}
