// Writes dist/widgets/custom-elements.json and dist/widgets/ficha.d.ts (widgets/build/custom-elements.ts).
import { writePartnerKit } from '../widgets/build/custom-elements'

writePartnerKit('dist/widgets')
console.log('Partner kit: dist/widgets/custom-elements.json, dist/widgets/ficha.d.ts')
// The element modules it reads open the session's BroadcastChannel, which would keep the process alive.
process.exit(0)
