import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { feedback } from '../../../../portal/app/feedback'
import { redeemHandoff } from '../../../../portal/app/handoff'
import type { UserInfo } from '../../../../src/contract/user'
import { setLanguage, t } from '../../../../src/i18n'
import { login, logout } from '../../../../src/session/auth'
import { $storageData, $token } from '../../../../src/session/store'

/** The portal's API client: widget/exchange answers a session of the player the code was made for. */
const request = vi.hoisted(() => vi.fn())
vi.mock('../../../../portal/app/frame-api', () => ({ frameApi: async () => ({ request }) }))

const ATTACKER = { id: 66, nickname: 'collector', username: '5511900000066' } as UserInfo

beforeEach(async () => {
  await setLanguage('en')
  request.mockResolvedValue({ userinfo: { ...ATTACKER, token: 'attacker-session' } })
  history.replaceState(null, '', '/?handoff=their-code#/pages/mine/account/recharge')
})
afterEach(() => {
  logout()
  request.mockReset()
})

describe('opening the portal with ?handoff=', () => {
  it('logs a visitor in with the code and takes it out of the address', async () => {
    await redeemHandoff()
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'widget/exchange', data: { code: 'their-code' } }),
    )
    expect($token.get()).toBe('attacker-session')
    expect(location.search).toBe('')
    expect(location.hash).toBe('#/pages/mine/account/recharge')
  })

  it('never replaces the session of a logged-in player: the link is not used and the player is told', async () => {
    login('my-session', { name: 'Ana' })
    await redeemHandoff()
    expect(request).not.toHaveBeenCalled()
    expect($token.get()).toBe('my-session')
    expect($storageData.get().name).toBe('Ana')
    expect(location.search).toBe('')
    expect(feedback.$toast.get()?.message).toBe(t('widget.handoffLoggedIn', { name: 'Ana' }))
    expect(feedback.$toast.get()?.message).toContain('Ana')
  })
})
