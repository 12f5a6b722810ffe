/**
 * An element's attributes and the properties that mirror them, with HTML's rules: a boolean is true when
 * the attribute is present, whatever its value; a removed attribute (or a property set to null) goes back
 * to the default; a number that does not parse is the default too. The attribute is the one source of truth,
 * so a property set before or after the element is defined reads back the same.
 */
export type AttributeKind = 'string' | 'number' | 'boolean'

/** camelCase property -> its kind; the attribute is the kebab-case name (hideTitle -> hide-title). */
export type AttributeSpec = Record<string, AttributeKind>

type ValueOf<K extends AttributeKind> = K extends 'boolean' ? boolean : K extends 'number' ? number : string

/** The properties of an element: booleans are always set, strings and numbers are undefined when absent. */
export type AttributeValues<S extends AttributeSpec> = {
  -readonly [P in keyof S]: S[P] extends 'boolean' ? boolean : ValueOf<S[P]> | undefined
}

export const attributeName = (property: string): string =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** @internal Tested directly. */
export function parseAttribute<K extends AttributeKind>(
  kind: K,
  text: string | null,
): ValueOf<K> | undefined {
  if (kind === 'boolean') return (text !== null) as ValueOf<K>
  if (text === null) return undefined
  if (kind === 'string') return text as ValueOf<K>
  const number = text.trim() === '' ? Number.NaN : Number(text)
  return (Number.isFinite(number) ? number : undefined) as ValueOf<K> | undefined
}

/** Every property of `spec`, read from the element's attributes. */
export function readAttributes<S extends AttributeSpec>(element: Element, spec: S): AttributeValues<S> {
  const values: Record<string, unknown> = {}
  for (const [property, kind] of Object.entries(spec))
    values[property] = parseAttribute(kind, element.getAttribute(attributeName(property)))
  return values as AttributeValues<S>
}

/** Writes a property through to its attribute; null, undefined and false remove it. */
export function reflectProperty(
  element: Element,
  property: string,
  kind: AttributeKind,
  value: unknown,
): void {
  const name = attributeName(property)
  if (kind === 'boolean') element.toggleAttribute(name, Boolean(value))
  else if (value === null || value === undefined) element.removeAttribute(name)
  else element.setAttribute(name, String(value))
}
