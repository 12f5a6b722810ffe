import type { FichaEventType } from '../core/events'
import type { ElementTag } from '../tags'

/**
 * What the Custom Elements Manifest (custom-elements.json) and the partner's TypeScript declarations say
 * of each element beside its attribute spec, which stays in the element's own module: a summary, what each
 * attribute means, its parts and the events it sends. Partner documentation, in English.
 */
export interface ElementDoc {
  summary: string
  attributes: Record<string, string>
  parts: Record<string, string>
  events: FichaEventType[]
}

export const COMMON_ATTRIBUTE_DOCS: Record<string, string> = {
  apiBase: "The API (a trailing slash is added); default: ../api/ beside the script's own address.",
  lang: "zh, en, sw or pt, switched live; without it, the player's language on this origin, else zh.",
  portalUrl: "The portal the player is sent to; default: ../ beside the script's own address.",
  theme: "light for white pages; anything else is the portal's dark look.",
}

/**
 * The tracking attributes every element takes (core/tracking.ts, docs/partners.md): attributes only, no
 * properties. The portal's address takes the same names as query fields.
 */
export const TRACKING_ATTRIBUTE_DOCS: Record<string, string> = {
  partner:
    "The partner's id (docs/partners.md): the element's clicks and the sign-ups after them are theirs.",
  click:
    'A click id partner/click gave (a tracked link already counted); without it the element records one.',
  sub1: "The partner's first sub-id (a campaign, a page, their tracker's click id), sent back in postbacks.",
  sub2: "The partner's second sub-id.",
  sub3: "The partner's third sub-id.",
  sub4: "The partner's fourth sub-id.",
  sub5: "The partner's fifth sub-id.",
}

const ROOT = { root: 'The wrapper of everything the element draws.' }
/** On a partner's origin the elements with secret fields draw Ficha's frame (docs/widgets.md). */
const FRAME = { frame: "On another origin than Ficha's: the frame that holds the element's fields." }

export const ELEMENT_DOCS: Record<ElementTag, ElementDoc> = {
  'ficha-bets-ticker': {
    summary:
      "'Latest bets & Race' (the latest bets and the race, in two tabs) and/or the winner ticker, live over bet/stream.",
    attributes: {
      mode: "'bets' (the table, default), 'winners' or 'both'.",
      count: 'Rounds to show, 1 to 50 (10).',
      rows: 'Rows in the window (5 for the table, 3 for the winners); the height follows.',
      hideTitle: 'Boolean: no heading (the tabs stay).',
      initialTab:
        "'race' opens the table on its Race tab (the featured race's top 10, prizes, time left); 'bets' by default.",
    },
    parts: ROOT,
    events: ['ficha-error'],
  },
  'ficha-signup-form': {
    summary: 'Registration; hands the new player to the portal, logged in.',
    attributes: { inviteCode: 'Prefills the invitation code (a new value starts the form over).' },
    parts: { ...ROOT, ...FRAME, card: 'The form card.', action: 'The way to the portal, once logged in.' },
    events: ['ficha-register', 'ficha-logout', 'ficha-navigate', 'ficha-error'],
  },
  'ficha-login-form': {
    summary: 'Login; emits the result.',
    attributes: { openPortal: 'Boolean: after the login, open the portal logged in.' },
    parts: { ...ROOT, ...FRAME, card: 'The form card.', action: 'The way to the portal, once logged in.' },
    events: ['ficha-login', 'ficha-logout', 'ficha-navigate', 'ficha-error'],
  },
  'ficha-invite-panel': {
    summary: "An agent's offer and join action, or the player's own code, link, QR code and team.",
    attributes: {
      code: "An agent's invitation code.",
      codeParam: "Without code: the query field of the page's address that carries it.",
    },
    parts: {
      ...ROOT,
      ...FRAME,
      card: 'Each card.',
      offer: "The operator's offer.",
      join: 'The join action.',
      code: "The player's invitation code.",
      team: 'The team totals.',
    },
    events: ['ficha-login', 'ficha-register', 'ficha-logout', 'ficha-navigate', 'ficha-error'],
  },
  'ficha-wallet': {
    summary: 'Balances, and top-up / withdraw / convert in the portal.',
    attributes: {},
    parts: {
      ...ROOT,
      ...FRAME,
      card: 'The wallet card.',
      balances: 'The balances.',
      actions: 'The three actions.',
    },
    events: ['ficha-login', 'ficha-logout', 'ficha-navigate', 'ficha-error'],
  },
  'ficha-partner-link': {
    summary:
      "A partner's tracked-link builder: the portal's address with the partner's id and sub-ids, a copy action and its QR code. Its own module only (not in ficha.js).",
    attributes: {
      partner: "The partner's id (shown in their partner area); without it the element says it is missing.",
      sub1: 'Presets sub-id 1 (the partner may change it in the element); up to 100 characters each.',
      sub2: 'Presets sub-id 2.',
      sub3: 'Presets sub-id 3.',
      sub4: 'Presets sub-id 4.',
      sub5: 'Presets sub-id 5.',
    },
    parts: {
      ...ROOT,
      card: 'The card.',
      builder: 'The sub-id fields, the link and its QR code.',
      link: 'The tracked link (its data-link attribute holds it too).',
    },
    events: [],
  },
}

/** Each event's detail, as the partner's declarations spell it (FichaEventDetails in core/events.ts). */
export const EVENT_DOCS: Record<FichaEventType, { detail: string; description: string }> = {
  'ficha-login': {
    detail: '{ player: FichaPlayer }',
    description: 'The player logged in through the element.',
  },
  'ficha-register': {
    detail: '{ player: FichaPlayer; invitationCode: string }',
    description: 'A new account, logged in. Cancelable: keeps the player on the page.',
  },
  'ficha-logout': {
    detail: 'Record<string, never>',
    description: 'The player logged out through the element.',
  },
  'ficha-navigate': {
    detail: '{ url: string }',
    description: 'The element is about to open the portal at url. Cancelable: open it your own way.',
  },
  'ficha-error': {
    detail: '{ message: string; code?: number }',
    description: 'A call failed: message is what the element showed, code the API envelope’s.',
  },
}
