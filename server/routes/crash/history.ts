import { endpoint } from '../../endpoint'
import { crashHistory } from '../../services/crash'

/** POST /api/crash/history {count, before}: crashed rounds with their revealed seeds. */
export default endpoint(
  'crash/history',
  {
    summary: 'Crashed rounds, newest first, with their seeds',
    description:
      'Each round recomputes as crashPoint(seed, chain salt, edgeBps) (docs/games.md, Crash); each seed hashes ' +
      "(SHA-256 of its hex) to the previous round's seed, the chain's first round's to its terminating hash. " +
      'count (default 20, at most 100), before: only rounds numbered below it. Errors: 400.',
  },
  async (request, app) => crashHistory(app.db, request.body.count ?? 20, request.body.before),
)
