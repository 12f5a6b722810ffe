/**
 * The query field that carries a hand-off code to the portal (`?handoff=CODE`), in a module of plain values
 * so that the widgets and the portal read it without bundling TypeBox (src/contract/handoff.ts).
 */
export const HANDOFF_PARAM = 'handoff'
