import { webConfigOf } from '@src/features/protection/compliance'
import { $brandName, loadCurrentLanguage } from '@src/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { api } from './app/services'

/** The console's start: the operator's texts (the language stored on this device, zh by default), then the shell. */
async function start(): Promise<void> {
  // The operator's name (BRAND_NAME) in the console's title, once the web config says it.
  webConfigOf(api).then(
    (config) => $brandName.set(config.siteName),
    () => undefined,
  )
  await loadCurrentLanguage().catch(() => undefined)
  const container = document.getElementById('console')
  if (!container) throw new Error('index.html has no #console element')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

start()
