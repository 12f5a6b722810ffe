import { OperatorTextPage } from '@portal/app/OperatorTextPage'

/** Privacy (/pages/mine/privacy/index): the privacy policy, in the player's language. */
export default function Privacy() {
  return <OperatorTextPage contentKey="privacy" />
}
