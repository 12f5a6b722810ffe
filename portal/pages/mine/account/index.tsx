import { ComingSoon } from '../../../app/ComingSoon'

/** Page shell: its feature comes in a later issue; the route, title and gate already work. */
export default function Page() {
  return <ComingSoon />
}
