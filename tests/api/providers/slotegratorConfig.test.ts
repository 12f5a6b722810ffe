import { loadConfig } from '@server/config'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV } from '../productionEnv'

describe('Slotegrator settings', () => {
  it('refuses to start in production with Slotegrator on and the merchant key missing, naming it', () => {
    expect(() =>
      loadConfig({
        ...PRODUCTION_ENV,
        SLOTEGRATOR_API_URL: 'https://gis.slotegrator.example/api/index.php/v1',
        SLOTEGRATOR_MERCHANT_ID: 'm-1',
      }),
    ).toThrow(/SLOTEGRATOR_MERCHANT_KEY is not set/)
  })

  it('starts in production with all three set, and leaves Slotegrator off when none is', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      SLOTEGRATOR_API_URL: 'https://gis.slotegrator.example/api/index.php/v1',
      SLOTEGRATOR_MERCHANT_ID: 'm-1',
      SLOTEGRATOR_MERCHANT_KEY: 'a-shared-secret',
    })
    expect(config.slotegrator).toEqual({
      enabled: true,
      apiUrl: 'https://gis.slotegrator.example/api/index.php/v1',
      merchantId: 'm-1',
      merchantKey: 'a-shared-secret',
    })
    expect(loadConfig(PRODUCTION_ENV).slotegrator.enabled).toBe(false)
  })
})
