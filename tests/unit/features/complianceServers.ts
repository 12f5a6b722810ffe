import { afterAll, afterEach, beforeAll } from 'vitest'
import { type Reply, startTestServer } from '../api/test-server'
import { cleanup } from './render'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

const webconfig = (compliance: string): Reply => ({
  body: { code: 1, msg: '', data: { compliance, promotions: {}, serviceLinks: [] } },
})

/**
 * A form file's two fake API servers, one per compliance profile (webconfig/index answers 'brazil' or
 * 'standard'; the brazil one answers `brazilReplies` too), started before the file's tests and closed after;
 * each test's render is cleaned up.
 */
export const complianceServers = (brazilReplies: Record<string, Reply> = {}) => {
  const servers = {} as { brazil: TestServer; standard: TestServer }
  beforeAll(async () => {
    servers.brazil = await startTestServer({ 'webconfig/index': webconfig('brazil'), ...brazilReplies })
    servers.standard = await startTestServer({ 'webconfig/index': webconfig('standard') })
  })
  afterAll(async () => {
    await servers.brazil.close()
    await servers.standard.close()
  })
  afterEach(cleanup)
  return servers
}
