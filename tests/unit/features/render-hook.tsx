import { act } from 'react'
import { createRoot } from 'react-dom/client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** Renders a hook in a throwaway component; `result.current` is its latest value. */
export function renderHook<P, R>(hook: (props: P) => R, props: P) {
  const result = { current: undefined as R }
  const root = createRoot(document.createElement('div'))
  const Probe = ({ p }: { p: P }) => {
    result.current = hook(p)
    return null
  }
  act(() => root.render(<Probe p={props} />))
  return {
    result,
    rerender: (next: P) => act(() => root.render(<Probe p={next} />)),
    unmount: () => act(() => root.unmount()),
  }
}
