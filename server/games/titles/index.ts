import type { SlotTitle } from '../engine/model'
import { dragaoDourado } from './dragaoDourado'
import { frutaTropical } from './frutaTropical'
import { sambaNight } from './sambaNight'
import { tesouroDoFarao } from './tesouroDoFarao'

/** Every title the engine can play, in catalogue order. */
export const TITLES: readonly SlotTitle[] = [frutaTropical, tesouroDoFarao, sambaNight, dragaoDourado]

const bySlug = new Map(TITLES.map((title) => [title.slug, title]))

/** The title of a catalogue slug, or undefined when the engine has no such game. */
export const titleBySlug = (slug: string): SlotTitle | undefined => bySlug.get(slug)
