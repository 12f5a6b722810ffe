import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import type { WebConfig } from '../../src/contract/content'
import { $brandName } from '../../src/i18n'
import { useT } from '../../src/i18n/react'
import { applyBrand, rememberBrand, type ShownBrand, storedBrand } from '../../src/ui/brand'

/** The operator's brand: the one this browser was last given until the web config brings today's. */
export const $brand = atom<ShownBrand | null>(storedBrand())
// Every text that names the operator ({{brand}}) says this brand's name.
$brand.subscribe((brand) => $brandName.set(brand?.name))

/** Paints the remembered brand before the first render, so a return visit does not flash the default theme. */
export function paintStoredBrand(): void {
  const brand = $brand.get()
  if (brand) applyBrand(brand)
}

/** Takes the web config's brand: applied, shown by the logo, remembered for the next visit and the game page. */
export function takeBrand(config: WebConfig): void {
  const brand: ShownBrand = { ...config.brand, name: config.siteName }
  applyBrand(brand)
  rememberBrand(brand)
  $brand.set(brand)
}

/** The name the portal shows: the operator's, or the catalogue's until the web config has come. */
export function useBrandName(): string {
  const t = useT()
  return useStore($brand)?.name ?? t('app.name')
}
