import { $brandName } from '@src/i18n'
import { loadFirstLanguage } from '@src/i18n/first-language'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { operatorSettings } from './app/operator-language'

/**
 * The console's start: the operator's texts (the language chosen on this device, else the server's
 * DEFAULT_LANGUAGE, as the portal's first visit), then the shell.
 */
async function start(): Promise<void> {
  // Asked once before the first render: the forms need the default language even when a choice is stored.
  const settings = operatorSettings()
  // The operator's name (BRAND_NAME) in the console's title, once the web config says it.
  settings.then(
    (config) => $brandName.set(config.siteName),
    () => undefined,
  )
  await Promise.all([
    settings.catch(() => undefined),
    loadFirstLanguage(() => settings).catch(() => undefined),
  ])
  const container = document.getElementById('console')
  if (!container) throw new Error('index.html has no #console element')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

start()
