/** The environment a provider's settings are read from. */
export type Env = Record<string, string | undefined>

/**
 * Whether a provider is on: any of its `settings` given turns it on. Production refuses to start with it on
 * and some missing, naming them (`provider` and `all`, the settings asked for: 'all four HUB88_* settings').
 */
export const providerEnabled = (
  env: Env,
  settings: readonly string[],
  production: boolean,
  { provider, all }: { provider: string; all: string },
): boolean => {
  const enabled = settings.some((name) => Boolean(env[name]))
  if (production && enabled) {
    const missing = settings.filter((name) => !env[name])
    if (missing.length > 0)
      throw new Error(`${provider} is configured but ${missing.join(', ')} is not set: set ${all}`)
  }
  return enabled
}
