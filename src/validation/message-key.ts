import type en from '../../locales/en.json'

/** A validation message's locale key ('validation.phone'); validators return keys, screens translate them. */
export type ValidationKey = `validation.${keyof typeof en.validation}`
