import { InvitePanel, useInvite } from '../../src/features/invite/InvitePanel'
import { useT } from '../../src/i18n/react'
import { useElementApi } from '../core/api'
import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { WithFeedback } from '../core/feedback'
import { LoginGate } from '../core/LoginGate'
import { SecretsFrame } from '../core/SecretsFrame'
import { usePlayer } from '../core/session'
import { AgentOffer } from './AgentOffer'

const TAG = 'ficha-invite-panel'

/** @internal Read at build time by widgets/build/custom-elements.ts, where the production check does not look. */
export const INVITE_ATTRIBUTES = {
  /** An agent's invitation code: the panel offers sign-up with it. Without it, the player's own invitation. */
  code: 'string',
  /**
   * Without `code`: the query field of the page's address that carries it ('code' for landing.html?code=X),
   * so that one landing page serves every agent.
   */
  codeParam: 'string',
} as const

type FichaInvitePanelElement = FichaElement<typeof INVITE_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-invite-panel': FichaInvitePanelElement
  }
}

/** The invite panel feature (src/features/invite), as on the portal's invite page. */
function PlayerInvitation() {
  return <InvitePanel invite={useInvite(useElementApi())} />
}

function OwnInvitation() {
  const t = useT()
  return usePlayer() ? <PlayerInvitation /> : <LoginGate prompt={t('widget.inviteLogin')} />
}

type InviteValues = AttributeValues<typeof INVITE_ATTRIBUTES>

/** The agent's code: `code`, else the field `code-param` names in this page's address. */
const agentCodeOf = ({ code, codeParam }: InviteValues) =>
  (code ?? (codeParam ? new URLSearchParams(location.search).get(codeParam) : null))?.trim() || undefined

function InvitePanelElement(values: InviteValues) {
  const agentCode = agentCodeOf(values)
  return <WithFeedback>{agentCode ? <AgentOffer code={agentCode} /> : <OwnInvitation />}</WithFeedback>
}

/** Defines <ficha-invite-panel>. */
export const defineInvitePanel = (): void =>
  defineElement(TAG, InvitePanelElement, INVITE_ATTRIBUTES, {
    secrets: SecretsFrame,
    // The frame's own address is not the page's: the code is read here and handed in.
    frameValues: (values) => ({ code: agentCodeOf(values), codeParam: undefined }),
  })
