import { act } from 'react'
import { createRoot } from 'react-dom/client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

interface ProbeProps<P, R> {
  hook: (props: P) => R
  props: P
  result: { current: R }
}

function Probe<P, R>({ hook, props, result }: ProbeProps<P, R>) {
  result.current = hook(props)
  return null
}

/** Renders a hook in a throwaway component; `result.current` is its latest value. */
export function renderHook<P, R>(hook: (props: P) => R, props: P) {
  const result = { current: undefined as R }
  const root = createRoot(document.createElement('div'))
  const render = (next: P) => act(() => root.render(<Probe hook={hook} props={next} result={result} />))
  render(props)
  return { result, rerender: render, unmount: () => act(() => root.unmount()) }
}
