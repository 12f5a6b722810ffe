import { useEffect, useState } from 'react'

/**
 * The current value of an outside source (a media query, the page's visibility, stored settings), read
 * again whenever `subscribe` reports a change. React's useSyncExternalStore would do, but Preact's hooks,
 * which the widgets run on, do not have it. `subscribe` and `read` should be stable (module-level).
 */
export function useExternalValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T {
  const [value, setValue] = useState(read)
  useEffect(() => {
    const update = () => setValue(() => read())
    update()
    return subscribe(update)
  }, [subscribe, read])
  return value
}
