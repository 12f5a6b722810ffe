import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { throwawayDataDir } from '../helpers'

// docs/console.md: the operator scripts read the settings with production's rules; on a development install
// they run as `NODE_ENV=development npm run operator:create -- …`.
const npmRun = (script: string, args: string[], env: Record<string, string | undefined>) => {
  const { NODE_ENV: _, ...inherited } = process.env
  return spawnSync('npm', ['run', '-s', script, '--', ...args], {
    env: { ...inherited, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  })
}

test('npm run operator:create makes a console account on a development install, as the console docs say', () => {
  const created = npmRun('operator:create', ['--phone', '+5511988887777', '--role', 'finance'], {
    NODE_ENV: 'development',
    DATA_DIR: throwawayDataDir('operator-create'),
  })
  expect(created.stdout).toMatch(/operator \d+ \+5511988887777, role finance/)
  expect(created.stdout).toMatch(/password \(shown once\): \S{12,}/)
  expect(created.status).toBe(0)
}, 180_000)

test('the operator scripts under production rules stop with one line naming the missing setting', () => {
  const scripts = {
    'operator:create': ['--phone', '+5511988887777', '--role', 'finance'],
    'audit:verify': [],
  }
  for (const [script, args] of Object.entries(scripts)) {
    const refused = npmRun(script, args, {
      DATA_DIR: throwawayDataDir('operator-production'),
    })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(new RegExp(`^${script}: .*[A-Z_]{4,}.*\\n$`))
    expect(refused.stderr.split('\n')).toHaveLength(2)
  }
}, 120_000)
