import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../config'
import { PROJECT_ROOT } from '../paths'
import type { StaticOptions } from './static'

type Directives = Record<string, string[]>
/** The headers of one kind of route: what differs from helmet's defaults. */
interface Policy {
  contentSecurityPolicy: false | { useDefaults: false; directives: Directives }
  xFrameOptions: false | { action: 'deny' | 'sameorigin' }
  crossOriginResourcePolicy?: { policy: 'cross-origin' }
  crossOriginOpenerPolicy?: false
  originAgentCluster?: false
  referrerPolicy?: false
  xDnsPrefetchControl?: false
  xDownloadOptions?: false
  xPermittedCrossDomainPolicies?: false
  xXssProtection?: false
}

/** 'sha256-…' of every inline <style> of a built page (its critical CSS), so style-src needs no 'unsafe-inline'. */
const inlineStyleHashes = (projectRoot: string, page: string): string[] => {
  const file = join(projectRoot, page)
  if (!existsSync(file)) return []
  const styles = readFileSync(file, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)
  return [...styles].map(
    (style) =>
      `'sha256-${createHash('sha256')
        .update(style[1] ?? '')
        .digest('base64')}'`,
  )
}

/** A page's CSP: scripts only from this server (no inline script, no eval), and who may frame it. */
const pageCsp = (
  frameAncestors: string[],
  styleHashes: string[],
  https: boolean,
  imageOrigins: string[] = [],
  frameOrigins: string[] = [],
): Policy['contentSecurityPolicy'] => {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...frameOrigins],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  }
  if (https) directives['upgrade-insecure-requests'] = []
  return { useDefaults: false, directives }
}

/** X-Frame-Options for browsers without frame-ancestors; it cannot name other origins, so then none. */
const frameOptions = (frameAncestors: string[]): Policy['xFrameOptions'] => {
  if (frameAncestors.join() === "'none'") return { action: 'deny' }
  if (frameAncestors.join() === "'self'") return { action: 'sameorigin' }
  return false
}

const page = (
  frameAncestors: string[],
  styleHashes: string[],
  https: boolean,
  imageOrigins: string[] = [],
  frameOrigins: string[] = [],
): Policy => ({
  contentSecurityPolicy: pageCsp(frameAncestors, styleHashes, https, imageOrigins, frameOrigins),
  xFrameOptions: frameOptions(frameAncestors),
})

/**
 * Fingerprinted scripts and styles of the portal and the game page: loaded by their own pages, never opened
 * as documents, so the headers that govern a document (CSP, framing, opener, referrer...) do nothing on them.
 * They keep nosniff and same-origin CORP; the rest is a kilobyte a file that a phone on a slow network
 * would download some twenty times on a first visit.
 */
const subresource: Policy = {
  contentSecurityPolicy: false,
  xFrameOptions: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
}

/** Files partner pages load from their own origins (CORS_ORIGINS): scripts, modules, texts, pictures. */
const embeddable: Policy = {
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  xFrameOptions: false,
}

/**
 * URL path prefix -> headers beyond the portal's (the default); the longest prefix that matches a route
 * wins. To serve a page that partner origins may frame, add its prefix here with those origins in
 * frame-ancestors, e.g. `['/widgets/secrets/', page(["'self'", ...config.corsOrigins], [], https)]`.
 */
const policies = (config: Config, projectRoot: string): [string, Policy][] => {
  const https = isHttps(config)
  return [
    ['/assets/', subresource],
    ['/play/assets/', subresource],
    ['/console/assets/', subresource],
    // The operator console: as strict as the portal's, and never framed.
    ['/console', page(["'none'"], inlineStyleHashes(projectRoot, 'dist/console/index.html'), https)],
    // The portal frames the game page; no other origin may.
    ['/play/', page(["'self'"], inlineStyleHashes(projectRoot, 'dist/play/index.html'), https)],
    // JSON answers: nothing to run, nothing to frame. Game pictures are embedded by partner pages.
    [
      '/api/',
      {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
        },
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        xFrameOptions: { action: 'deny' },
      },
    ],
    ['/widgets/', embeddable],
    ['/widgets@', embeddable],
    // The demo pages stand for partner pages: they carry the partner's own CSP in a meta element.
    ['/demo/', { contentSecurityPolicy: false, xFrameOptions: { action: 'sameorigin' } }],
  ]
}

/**
 * With a game provider on, the portal frames its games and shows its pictures: they come from the studios'
 * own https origins, which no list names in advance, and from the provider's API origin (the simulator's
 * game page in development, on http).
 */
const providerOrigins = (config: Config): string[] => {
  const on = [config.hub88, config.slotegrator].filter(({ enabled }) => enabled)
  if (on.length === 0) return []
  return [...new Set(['https:', ...on.flatMap(({ apiUrl }) => (apiUrl ? [new URL(apiUrl).origin] : []))])]
}

const isHttps = (config: Config) => config.publicUrl.startsWith('https:')

const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/**
 * The secrets frame (widgets/public/frame.html) is a file under the embeddable /widgets/ mounts, whose one
 * wildcard route cannot carry a page's policy: its answer gets a page CSP of its own, framed only by the
 * partner origins (CORS_ORIGINS) and Ficha itself, so no other site can overlay its password fields. It is
 * told by what is sent, an HTML document, not by the address, which reaches the file in many spellings
 * (/widgets/%66rame.html, /widgets@1.1.0/frame%2ehtml...).
 */
const secretsFramePolicy = (frameAncestors: string[], https: boolean): onSendHookHandler => {
  const csp = pageCsp(frameAncestors, [], https)
  const xFrameOptions = frameOptions(frameAncestors)
  return async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload
    if (csp) reply.header('content-security-policy', serialize(csp.directives))
    if (xFrameOptions) reply.header('x-frame-options', xFrameOptions.action.toUpperCase())
    return payload
  }
}

/** The headers helmet sets for a policy: what a response gets, and what it loses (X-Powered-By). */
interface Headers {
  set: [string, string][]
  removed: string[]
}

/**
 * What helmet's middleware does to a response for these options, worked out once: helmet() builds its
 * middleware anew (and @fastify/helmet called it on every request with route options, a tenth of a hot
 * read's time); the headers only depend on the options.
 */
const headersOf = (options: HelmetOptions): Headers => {
  const set = new Map<string, string>()
  const removed: string[] = []
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.set(name.toLowerCase(), String(value))
    },
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase())
      removed.push(name.toLowerCase())
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined)
  return { set: [...set], removed }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers (set by the helmet plugin from its path). */
    securityHeaders?: Headers
  }
}

/**
 * Security headers (helmet) on every answer: nosniff, Referrer-Policy no-referrer, a CSP and frame
 * protection per kind of route (the portal's by default, `policies` above), HSTS when PUBLIC_URL is https.
 * Each kind's headers are computed once, at start, and copied onto each answer.
 */
export default fp<StaticOptions>(
  async (app, { projectRoot = PROJECT_ROOT }) => {
    const https = isHttps(app.config)
    const table = policies(app.config, projectRoot).sort(([a], [b]) => b.length - a.length)
    const frame = secretsFramePolicy(["'self'", ...app.config.corsOrigins], https)
    // An operator's logo on another origin (BRAND_LOGO_URL) is the one picture the portal loads from outside.
    const logo = app.config.brand.logoUrl
    const logoOrigins = logo?.startsWith('https://') ? [new URL(logo).origin] : []
    const games = providerOrigins(app.config)
    const global: HelmetOptions = {
      ...page(
        ["'self'"],
        inlineStyleHashes(projectRoot, 'dist/portal/index.html'),
        https,
        [...logoOrigins, ...games],
        games,
      ),
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    }
    const portal = headersOf(global)
    // A route's policy overrides the portal's options (as @fastify/helmet merged them).
    const byPolicy = new Map(table.map(([, policy]) => [policy, headersOf({ ...global, ...policy })]))
    app.addHook('onRoute', (route) => {
      const match = table.find(([prefix]) => route.url.startsWith(prefix))
      if (!match) return
      route.config = { ...route.config, securityHeaders: byPolicy.get(match[1]) }
      if (match[1] === embeddable) route.onSend = [route.onSend ?? [], frame].flat()
    })
    app.addHook('onRequest', (request, reply, done) => {
      const { set, removed } = request.routeOptions.config.securityHeaders ?? portal
      for (const name of removed) reply.raw.removeHeader(name)
      for (const [name, value] of set) reply.raw.setHeader(name, value)
      done()
    })
  },
  { name: 'helmet' },
)
