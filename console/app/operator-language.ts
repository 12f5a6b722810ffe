import { webConfigOf } from '@src/features/protection/compliance'
import { DEFAULT_LANG, type Lang } from '@src/i18n/languages'
import { atom } from 'nanostores'
import { api } from './services'

/**
 * The operator's DEFAULT_LANGUAGE (webconfig/index): the console's first language, and the one every
 * multi-language form requires (players whose language is not written read it). zh until known.
 */
export const $operatorLanguage = atom<Lang>(DEFAULT_LANG)

/** The operator's language settings, asked once; $operatorLanguage follows the answer. */
export const operatorSettings = () =>
  webConfigOf(api).then((config) => {
    $operatorLanguage.set(config.defaultLanguage)
    return config
  })
