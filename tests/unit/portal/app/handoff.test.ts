import { feedback } from '@portal/app/feedback'
import { redeemHandoff } from '@portal/app/handoff'
import type { UserInfo } from '@src/contract/user'
import { setLanguage, t } from '@src/i18n'
import { login, logout } from '@src/session/auth'
import { $storageData, $token } from '@src/session/store'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The portal's API client: widget/exchange answers a session of the player the code was made for. */
const post = vi.hoisted(() => vi.fn())
vi.mock('@portal/app/frame-api', () => ({ frameApi: async () => ({ post }) }))

const LINKED = { id: 66, nickname: 'collector', username: '5511900000066' } as UserInfo

beforeEach(async () => {
  await setLanguage('en')
  post.mockResolvedValue({ userinfo: { ...LINKED, token: 'linked-session' } })
  history.replaceState(null, '', '/?handoff=their-code#/pages/mine/account/recharge')
})
afterEach(() => {
  logout()
  post.mockReset()
})

describe('opening the portal with ?handoff=', () => {
  it('logs a visitor in with the code and takes it out of the address', async () => {
    await redeemHandoff()
    expect(post).toHaveBeenCalledWith('widget/exchange', { code: 'their-code' }, { silent: true })
    expect($token.get()).toBe('linked-session')
    expect(location.search).toBe('')
    expect(location.hash).toBe('#/pages/mine/account/recharge')
  })

  it('never puts another account in place of a logged-in player’s session: the player is told', async () => {
    login('my-session', { name: 'Ana', userInfo: { id: 7, nickname: 'Ana' } })
    await redeemHandoff()
    expect($token.get()).toBe('my-session')
    expect($storageData.get().name).toBe('Ana')
    expect(location.search).toBe('')
    expect(feedback.$toast.get()?.message).toBe(t('widget.handoffLoggedIn', { name: 'Ana' }))
    expect(feedback.$toast.get()?.message).toContain('Ana')
  })

  it('lets a logged-in player carry on as themselves: the link was made for their own account', async () => {
    login('my-session', { name: 'collector', userInfo: { ...LINKED } })
    feedback.toast('')
    await redeemHandoff()
    expect($token.get()).toBe('linked-session')
    expect(feedback.$toast.get()?.message).toBe('')
  })
})
