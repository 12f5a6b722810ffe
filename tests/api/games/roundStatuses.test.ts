import { sqlFunctionFiles } from '@server/db/sqlFunctions'
import { ROUND_STATUSES } from '@server/services/games/roundBatch'
import { PLAY_REFUSALS, STANDING_REFUSALS } from '@server/services/protection/refusals'
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

  test('the play gate refuses with exactly the refusals refusals.ts declares, the standing first', () => {
    const text = (name: string) => sqlFunctionFiles().find((file) => file.name === name)?.text ?? ''
    const standing = [...text('ficha_standing_refusal').matchAll(/THEN '(\w+)'/g)].map((match) => match[1])
    expect(standing).toEqual([...STANDING_REFUSALS])
    const gate = text('ficha_play_gate')
    // The gate answers the standing's refusal as it is, before any of its own.
    expect(gate).toMatch(
      /v_standing := ficha_standing_refusal\([^;]+;\s+IF v_standing IS NOT NULL THEN\s+RETURN QUERY SELECT v_standing,/,
    )
    const own = [...gate.matchAll(/RETURN QUERY SELECT '(\w+)'::text/g)].map((match) => match[1])
    expect([...standing, ...own]).toEqual([...PLAY_REFUSALS])
  })
})
