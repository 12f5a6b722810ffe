import { attributeName, parseAttribute, readAttributes, reflectProperty } from '@widgets/core/attributes'
import { describe, expect, it } from 'vitest'

describe('attributes', () => {
  it('names the attribute of a property in kebab case', () => {
    expect(attributeName('hideTitle')).toBe('hide-title')
    expect(attributeName('apiBase')).toBe('api-base')
    expect(attributeName('count')).toBe('count')
  })

  it('parses with HTML’s rules', () => {
    expect(parseAttribute('boolean', '')).toBe(true)
    expect(parseAttribute('boolean', 'false')).toBe(true)
    expect(parseAttribute('boolean', null)).toBe(false)
    expect(parseAttribute('string', '')).toBe('')
    expect(parseAttribute('string', null)).toBeUndefined()
    expect(parseAttribute('number', ' 12 ')).toBe(12)
    expect(parseAttribute('number', '1e1')).toBe(10)
    expect(parseAttribute('number', '')).toBeUndefined()
    expect(parseAttribute('number', 'ten')).toBeUndefined()
    expect(parseAttribute('number', 'Infinity')).toBeUndefined()
  })

  it('reads every property of a spec from the element', () => {
    const element = document.createElement('div')
    element.setAttribute('hide-title', '')
    element.setAttribute('count', '3')
    expect(readAttributes(element, { hideTitle: 'boolean', count: 'number', mode: 'string' })).toEqual({
      hideTitle: true,
      count: 3,
      mode: undefined,
    })
  })

  it('reflects properties, removing the attribute for null, undefined and false', () => {
    const element = document.createElement('div')
    reflectProperty(element, 'hideTitle', 'boolean', true)
    reflectProperty(element, 'count', 'number', 5)
    expect(element.getAttribute('hide-title')).toBe('')
    expect(element.getAttribute('count')).toBe('5')
    reflectProperty(element, 'hideTitle', 'boolean', false)
    reflectProperty(element, 'count', 'number', null)
    expect(element.hasAttribute('hide-title')).toBe(false)
    expect(element.hasAttribute('count')).toBe(false)
  })
})
