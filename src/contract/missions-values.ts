/**
 * The missions contract's plain values (no TypeBox: the console imports them without the schema library).
 * The payloads are in src/contract/missions.ts (docs/missions.md).
 */

/** Operator permissions of the missions console (docs/missions.md). */
export const MISSION_PERMISSIONS = {
  /** See the missions and the shop's items (admin/mission_list). */
  view: 'missions:mission:list',
  /** Create, change, publish and archive missions and shop items. */
  manage: 'missions:mission:edit',
} as const

/** What a mission counts; 'deposits' is refused in the brazil profile (nothing there is linked to a deposit). */
export const MISSION_TASK_NAMES = ['rounds', 'stakes', 'wins', 'days', 'deposits'] as const
export type MissionTaskName = (typeof MISSION_TASK_NAMES)[number]

/** The tasks counted from play: the only ones the brazil profile allows. */
export const PLAY_TASKS: readonly MissionTaskName[] = ['rounds', 'stakes', 'wins', 'days']

/** A mission's or a shop item's life: draft (editable), published (live), archived (gone). */
export const MISSION_STATE_NAMES = ['draft', 'published', 'archived'] as const
export type MissionStateName = (typeof MISSION_STATE_NAMES)[number]

/** The state changes an operator may make: a draft is published or archived, a published one archived. */
export const mayMoveTo = (from: MissionStateName, to: MissionStateName): boolean =>
  (from === 'draft' && (to === 'published' || to === 'archived')) ||
  (from === 'published' && to === 'archived')

/** What a shop item gives. */
export const SHOP_KIND_NAMES = ['freespins', 'cashback'] as const
