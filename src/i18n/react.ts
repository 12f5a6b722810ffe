import { useStore } from '@nanostores/react'
import { $t } from './index'
import type { Translate } from './translator'

/** The current translate function; the component re-renders when the language or its texts change. */
export const useT = (): Translate => useStore($t)
