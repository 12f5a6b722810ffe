import { loadCurrentLanguage } from '@src/i18n'
import { beforeAll } from 'vitest'

// As the portal starts (portal/main.tsx): the player's catalogue (zh unless a test stores another) has
// arrived before anything renders, so the components show texts, not keys.
beforeAll(() => loadCurrentLanguage())
