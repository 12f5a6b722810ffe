import { createTranslator } from '@src/i18n/translator'
import { describe, expect, it } from 'vitest'

const zh = { msg: { hello: '你好，{{name}}', onlyZh: '仅中文' }, time: { justNow: '刚刚' } }
const pt = { msg: { hello: 'Olá, {{name}}', empty: '' }, time: {} }

describe('createTranslator', () => {
  const t = createTranslator(pt, zh)

  it('shows the text of its language with the placeholders filled in', () => {
    expect(t('msg.hello', { name: 'Ana' })).toBe('Olá, Ana')
  })

  it('shows the Chinese text when the language lacks the key', () => {
    expect(t('msg.onlyZh')).toBe('仅中文')
    expect(t('time.justNow')).toBe('刚刚')
  })

  it('shows the Chinese text when the language has an empty text', () => {
    const withEmpty = createTranslator(pt, { msg: { empty: '空' } })
    expect(withEmpty('msg.empty')).toBe('空')
  })

  it('shows the key itself when no catalogue has it, never a blank', () => {
    expect(t('msg.missing')).toBe('msg.missing')
    expect(t('nowhere')).toBe('nowhere')
  })

  it('tells of a key that neither catalogue has, and only of such a key', () => {
    const missing: string[] = []
    const withHook = createTranslator(pt, zh, (key) => missing.push(key))
    expect([withHook('msg.hello', { name: 'Ana' }), withHook('msg.onlyZh'), withHook('msg.missing')]).toEqual(
      ['Olá, Ana', '仅中文', 'msg.missing'],
    )
    expect(missing).toEqual(['msg.missing'])
  })

  it('treats a key that names a group, not a text, as missing', () => {
    expect(t('time')).toBe('time')
  })

  it('fills numbers into placeholders', () => {
    const en = createTranslator({ time: { minutesAgo: '{{n}} min ago' } })
    expect(en('time.minutesAgo', { n: 7 })).toBe('7 min ago')
  })

  it('works without a fallback catalogue', () => {
    const en = createTranslator({ a: 'A' })
    expect([en('a'), en('b')]).toEqual(['A', 'b'])
  })

  it('leaves a placeholder blank when its value is not given, and reads spaces inside the braces', () => {
    const en = createTranslator({ a: 'Hi {{ name }}!{{missing}}' })
    expect(en('a', { name: 'Ana' })).toBe('Hi Ana!')
  })
})
