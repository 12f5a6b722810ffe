import { sqlFunctionFiles } from '@server/db/sqlFunctions'
import { ROUND_STATUSES } from '@server/services/games/roundBatch'
import { PLAY_REFUSALS } from '@server/services/protection/guard'
import { describe, expect, test } from 'vitest'

describe('the round statuses between TypeScript and SQL', () => {
  test('the round functions answer exactly the statuses roundBatch.ts declares', () => {
    const answered = new Set(
      sqlFunctionFiles()
        .filter((file) => file.name.startsWith('ficha_play_round'))
        .flatMap((file) => [...file.text.matchAll(/RETURN QUERY\s+SELECT (?:[\w.[\]]+, )?'(\w+)'::text/g)])
        .map((match) => match[1]),
    )
    expect([...answered].sort()).toEqual([...ROUND_STATUSES].sort())
  })

  test('the play gate refuses with exactly the refusals guard.ts declares', () => {
    const gate = sqlFunctionFiles().find((file) => file.name === 'ficha_play_gate')
    const refused = new Set(
      [...(gate?.text ?? '').matchAll(/RETURN QUERY SELECT '(\w+)'::text/g)].map((match) => match[1]),
    )
    expect([...refused].sort()).toEqual([...PLAY_REFUSALS].sort())
  })
})
