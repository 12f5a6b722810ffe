import { sqlFunctionFiles } from '@server/db/sqlFunctions'
import { GATEWAY_STATUSES } from '@server/providers/gateway/wallet'
import { describe, expect, test } from 'vitest'

describe('the wallet gateway statuses between TypeScript and SQL', () => {
  test('the gateway command functions answer exactly the statuses wallet.ts declares', () => {
    const files = sqlFunctionFiles().filter((file) => file.name.startsWith('ficha_provider_'))
    // A status is set (v_status := 'x') or raised as a refusal (ERRCODE = 'FC010', MESSAGE = 'x').
    const answered = new Set(
      files
        .flatMap((file) => [
          ...file.text.matchAll(/v_status := '(\w+)'|ERRCODE = 'FC010', MESSAGE = '(\w+)'/g),
        ])
        .map((match) => match[1] ?? match[2]),
    )
    expect(files.map((file) => file.name)).toContain('ficha_provider_debit')
    expect([...answered].sort()).toEqual([...GATEWAY_STATUSES].sort())
  })
})
