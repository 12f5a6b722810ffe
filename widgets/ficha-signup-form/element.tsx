import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { WithFeedback } from '../core/feedback'
import { SecretsFrame } from '../core/SecretsFrame'
import { SignupFlow } from './SignupFlow'

const TAG = 'ficha-signup-form'

export const SIGNUP_ATTRIBUTES = {
  /** Prefills the invitation code (an agent's or a partner's). */
  inviteCode: 'string',
} as const

type FichaSignupFormElement = FichaElement<typeof SIGNUP_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-signup-form': FichaSignupFormElement
  }
}

function SignupFormElement({ inviteCode }: AttributeValues<typeof SIGNUP_ATTRIBUTES>) {
  return (
    <WithFeedback>
      <SignupFlow invitationCode={inviteCode} />
    </WithFeedback>
  )
}

/** Defines <ficha-signup-form>. */
export const defineSignupForm = (): void =>
  defineElement(TAG, SignupFormElement, SIGNUP_ATTRIBUTES, { secrets: SecretsFrame })
