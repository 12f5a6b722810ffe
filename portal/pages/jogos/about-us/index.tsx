import { OperatorTextPage } from '@portal/app/OperatorTextPage'

/** About us (/pages/jogos/about-us/index): the operator's text, in the player's language. */
export default function AboutUs() {
  return <OperatorTextPage contentKey="about-us" />
}
