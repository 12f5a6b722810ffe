import { beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets fresh modules: the loaded catalogues and the session atoms live in module state.
const modules = async () => {
  vi.resetModules()
  const i18n = await import('@src/i18n')
  const store = await import('@src/session/store')
  return { ...i18n, ...store }
}
// As the portal starts (portal/main.tsx): the player's language arrives before anything is shown.
const fresh = async () => {
  const loaded = await modules()
  await loaded.loadCurrentLanguage()
  return loaded
}

beforeEach(() => localStorage.clear())

describe('i18n runtime', () => {
  it('speaks Chinese when no language is stored', async () => {
    const { t, $lang } = await fresh()
    expect($lang.get()).toBe('zh')
    expect(t('common.confirm')).toBe('确认')
    expect(t('common.cancel')).toBe('取消')
  })

  it('a visitor who stored no language speaks the operator’s default; a stored one wins over it', async () => {
    const { t, $lang, setDefaultLanguage, loadCurrentLanguage, hasStoredLanguage, setLanguage } =
      await modules()
    setDefaultLanguage('pt')
    expect(hasStoredLanguage()).toBe(false)
    await loadCurrentLanguage()
    expect($lang.get()).toBe('pt')
    expect(t('common.close')).toBe('Fechar')
    await setLanguage('en')
    expect(hasStoredLanguage()).toBe(true)
    setDefaultLanguage('sw')
    expect($lang.get()).toBe('en')
  })

  it('shows no text before its catalogue has arrived, then the texts of the stored language', async () => {
    const { t, loadCurrentLanguage, updateStorageData } = await modules()
    updateStorageData({ language: 'pt' })
    expect(t('common.close')).toBe('common.close')
    await loadCurrentLanguage()
    expect(t('common.close')).toBe('Fechar')
  })

  it('switches to English after setLanguage and stores the choice in storage_data', async () => {
    const { t, setLanguage, $lang } = await fresh()
    await setLanguage('en')
    expect($lang.get()).toBe('en')
    expect(t('validation.phone')).toBe('Please enter a valid phone number.')
    expect(JSON.parse(localStorage.getItem('storage_data') ?? '{}').language).toBe('en')
  })

  it('speaks Portuguese and Swahili with placeholders filled in', async () => {
    const { t, setLanguage } = await fresh()
    await setLanguage('pt')
    expect(t('time.resendIn', { s: 42 })).toBe('Reenviar em 42 s')
    await setLanguage('sw')
    expect(t('time.minutesAgo', { n: 3 })).toBe('dakika 3 zilizopita')
  })

  it('rejects an unknown language and keeps the current one', async () => {
    const { setLanguage, loadLanguage, $lang } = await fresh()
    await expect(setLanguage('fr')).rejects.toThrow('Unknown language: fr')
    await expect(loadLanguage('xx')).rejects.toThrow(RangeError)
    expect($lang.get()).toBe('zh')
  })

  it('treats an unknown stored language as Chinese', async () => {
    const { $lang, t, $storageData, updateStorageData } = await fresh()
    updateStorageData({ language: 'klingon' as never })
    expect($storageData.get().language).toBe('klingon')
    expect($lang.get()).toBe('zh')
    expect(t('common.back')).toBe('返回')
  })

  it('hands out a new translate function when the language changes', async () => {
    const { $t, setLanguage } = await fresh()
    const seen: string[] = []
    const unbind = $t.subscribe((translate) => seen.push(translate('common.close')))
    await setLanguage('pt')
    await setLanguage('zh')
    unbind()
    expect(seen).toEqual(['关闭', 'Fechar', '关闭'])
  })

  it('loads a language stored elsewhere (another tab or bundle) as soon as texts are read', async () => {
    const { $t, updateStorageData } = await fresh()
    const seen: string[] = []
    const unbind = $t.subscribe((translate) => seen.push(translate('common.close')))
    updateStorageData({ language: 'en' })
    // Chinese shows until the English catalogue arrives, then the texts change by themselves.
    await vi.waitFor(() => expect(seen.at(-1)).toBe('Close'))
    unbind()
    expect(seen[0]).toBe('关闭')
  })

  it('falls back to Chinese for a key the current language lacks, fetching Chinese when it is not there', async () => {
    vi.doMock('@locales/en.json', () => ({ default: { common: { confirm: 'Confirm' } } }))
    const { $t, t, loadCurrentLanguage, updateStorageData } = await modules()
    updateStorageData({ language: 'en' })
    await loadCurrentLanguage()
    const seen: string[] = []
    const unbind = $t.subscribe((translate) => seen.push(translate('common.close')))
    await vi.waitFor(() => expect(seen.at(-1)).toBe('关闭'))
    unbind()
    vi.doUnmock('@locales/en.json')
    expect(seen[0]).toBe('common.close')
    expect(t('common.confirm')).toBe('Confirm')
    expect(t('no.such.key')).toBe('no.such.key')
  })

  it('falls back to Chinese when the stored language cannot be fetched', async () => {
    vi.doMock('@locales/sw.json', () => {
      throw new Error('offline')
    })
    const { t, loadCurrentLanguage, updateStorageData } = await modules()
    updateStorageData({ language: 'sw' })
    await loadCurrentLanguage()
    vi.doUnmock('@locales/sw.json')
    expect(t('common.close')).toBe('关闭')
  })

  it('keeps the texts shown while a language chosen in another tab arrives', async () => {
    const { $t, setLanguage, updateStorageData } = await fresh()
    await setLanguage('en')
    const seen: string[] = []
    const unbind = $t.subscribe((translate) => seen.push(translate('common.close')))
    updateStorageData({ language: 'pt' })
    await vi.waitFor(() => expect(seen.at(-1)).toBe('Fechar'))
    unbind()
    expect(seen).toEqual(['Close', 'Fechar'])
  })

  it('does not re-render the current language while another one loads in the background', async () => {
    const { loadLanguage, $t } = await fresh()
    const changes = vi.fn()
    const unbind = $t.listen(changes)
    await Promise.all([loadLanguage('sw'), loadLanguage('pt')])
    unbind()
    expect(changes).not.toHaveBeenCalled()
  })

  // The build cuts each catalogue by page (portal/build/catalogue-parts.ts): a page's texts arrive with it.
  const pagePart = (texts: Record<string, string>) => ({
    zh: async () => ({ default: { page: { title: texts.zh ?? '' } } }),
    en: async () => ({ default: { page: { title: texts.en ?? '' } } }),
    sw: async () => {
      throw new Error('offline')
    },
    pt: async () => ({ default: { page: { title: texts.pt ?? '' } } }),
  })

  it("shows a page's own texts once its part has arrived, beside the texts already there", async () => {
    const { t, loadTexts } = await fresh()
    expect(t('page.title')).toBe('page.title')
    await loadTexts(pagePart({ zh: '我的页面' }))
    expect(t('page.title')).toBe('我的页面')
    expect(t('common.close')).toBe('关闭')
  })

  it("switching language brings every loaded page's part in the new language", async () => {
    const { t, loadTexts, setLanguage } = await fresh()
    await loadTexts(pagePart({ zh: '我的页面', pt: 'Minha página' }))
    await setLanguage('pt')
    expect(t('page.title')).toBe('Minha página')
    expect(t('common.close')).toBe('Fechar')
  })

  it("a page whose part cannot be fetched in the player's language shows its Chinese texts", async () => {
    const { t, loadTexts, setLanguage } = await fresh()
    await setLanguage('sw')
    await loadTexts(pagePart({ zh: '我的页面' }))
    expect(t('page.title')).toBe('我的页面')
  })
})
