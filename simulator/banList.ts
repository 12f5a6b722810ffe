/**
 * The national ban list's simulator (SIGAP "Impedidos" stands in: docs/compliance.md, National ban list):
 * over HTTP, GET {url}/{cpf} answers `{ cpf, banned, status, reference }` as server/services/banList's http
 * adapter reads it, the status in SIGAP's words for each impediment a CPF is listed under. Faults to test the fail-closed rules: `unavailable` (HTTP 503), `slow` (answers after
 * `slowMs`, past the server's BAN_LIST_TIMEOUT_MS), `garbled` (an answer the adapter does not understand).
 * `npm start` runs it in development when BAN_LIST_URL is not set, with DEMO_BANNED_CPFS on the list; the
 * API tests run it on a free port. Never part of the product.
 */

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type BanListFault = 'none' | 'unavailable' | 'slow' | 'garbled'

/** Why a CPF is listed: its status words, as SIGAP's "Módulo de Impedidos" answers them. */
type ListedAs = 'selfExclusion' | 'socialProgramme' | 'other'
const WORDS: Record<ListedAs | 'clear', string> = {
  selfExclusion: 'Impedido – Autoexclusão Centralizada',
  socialProgramme: 'Impedido – Programa Social',
  other: 'Impedido',
  clear: 'Não Impedido',
}

/** Valid CPFs on the simulator's list under npm start (the README names them for a try at sign-up). */
export const DEMO_BANNED_CPFS = ['27184593600', '60431825726']

export interface BanListSimulator {
  /** The base URL for BAN_LIST_URL. */
  url: string
  /** Puts a CPF (11 digits) on the list (as another impediment unless named), or takes it off. */
  ban(cpf: string, as?: ListedAs): void
  unban(cpf: string): void
  /** How the next answers fail (none: answer). */
  fault: BanListFault
  /** The CPFs asked, in order (tests read them). */
  asked: string[]
  close(): Promise<void>
}

export const startBanListSimulator = async (
  options: { port?: number; banned?: string[]; slowMs?: number } = {},
): Promise<BanListSimulator> => {
  const banned = new Map<string, ListedAs>((options.banned ?? []).map((cpf) => [cpf, 'other']))
  const asked: string[] = []
  const state: { fault: BanListFault } = { fault: 'none' }
  const server: Server = createServer((request, response) => {
    const cpf = /^\/impedidos\/(\d{11})$/.exec(request.url ?? '')?.[1]
    if (request.method !== 'GET' || !cpf) {
      response.writeHead(404).end()
      return
    }
    asked.push(cpf)
    const answer = () => {
      if (state.fault === 'unavailable') return response.writeHead(503).end('maintenance')
      const body =
        state.fault === 'garbled'
          ? { status: 'ok' }
          : {
              cpf,
              banned: banned.has(cpf),
              status: WORDS[banned.get(cpf) ?? 'clear'],
              reference: `SIM-${cpf.slice(0, 3)}-${asked.length}`,
            }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    if (state.fault === 'slow') setTimeout(answer, options.slowMs ?? 5_000).unref()
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/impedidos`,
    ban: (cpf, as = 'other') => banned.set(cpf, as),
    unban: (cpf) => banned.delete(cpf),
    get fault() {
      return state.fault
    },
    set fault(value) {
      state.fault = value
    },
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
