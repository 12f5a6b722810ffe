import type { EndpointPath, Endpoints } from '../contract/endpoints'
import type { Translate } from '../i18n/translator'

/** The portal and each widget show their own toast and dialog. */
export interface ApiUi {
  toast(message: string): void
  confirm(message: string, options: { confirmText: string; cancelText: string }): Promise<boolean>
  /**
   * After 1030 (the session idle past REAUTH_IDLE_MINUTES): asks the password (user/reauth) and answers
   * whether it was accepted, then the refused call is sent again. Without it, 1030 fails like any code.
   */
  reauthenticate?(): Promise<boolean>
}

export interface ApiOptions {
  /** Where the API lives; '/api/' (spec §7) unless a portal build or a widget points elsewhere. */
  baseUrl?: string
  /** Milliseconds before a call gives up with 'System interface request expired'. */
  timeout?: number
  /** Given, not imported, so the client stays small inside every widget. */
  t: Translate
  ui: ApiUi
  /** Opens the login page after the player chose to log in again. */
  relaunchLogin(): void
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type QueryParams = Record<string, string | number | boolean | null | undefined>

/** Per-call switches beside the URL, method, body and query. */
export interface CallOptions {
  /** false: send no token header (spec §7). */
  isToken?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
  /** true: no toast; the caller shows the error itself (e.g. inline in a form). The 401 dialog still shows. */
  silent?: boolean
  /** Sent as Idempotency-Key so a retried money call is carried out once. */
  idempotencyKey?: string
}

export interface RequestOptions extends CallOptions {
  url: string
  method?: HttpMethod
  /** Sent as JSON; a FormData is sent as multipart/form-data (uploads). */
  data?: unknown
  /** Appended as a query string, whatever the method; null and undefined values are left out. */
  params?: QueryParams
}

// Type-only view of src/contract/endpoints: a known path fixes its body, query and answer.
type PathsOf<M extends HttpMethod> = {
  [P in EndpointPath]: M extends Endpoints[P]['method']
    ? [Endpoints[P]['data']] extends [never]
      ? never
      : P
    : never
}[EndpointPath]
type Field<P extends EndpointPath, F extends string> = Endpoints[P] extends Record<F, infer V> ? V : undefined
type Input<V> = undefined extends V ? [input?: V, options?: CallOptions] : [input: V, options?: CallOptions]
/** A path that is not in the contract; a known path must use its typed overload. */
type OtherPath<U extends string> = U extends EndpointPath ? never : U

export interface ApiClient {
  /** Resolves with the envelope's data; rejects with ApiError after the toast or the 401 dialog. */
  request<T = unknown>(options: RequestOptions): Promise<T>
  get<P extends PathsOf<'GET'>>(url: P, ...rest: Input<Field<P, 'query'>>): Promise<Endpoints[P]['data']>
  get<U extends string>(url: OtherPath<U>, params?: QueryParams, options?: CallOptions): Promise<unknown>
  post<P extends PathsOf<'POST'>>(url: P, ...rest: Input<Field<P, 'body'>>): Promise<Endpoints[P]['data']>
  post<U extends string>(url: OtherPath<U>, data?: unknown, options?: CallOptions): Promise<unknown>
}
