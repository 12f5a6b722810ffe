import type {
  ChangePasswordBody,
  ChangePwdBody,
  LoginBody,
  LoginData,
  OutboxData,
  RegisterBody,
  SendCodeBody,
  SendCodeData,
  SetPayPwdBody,
  UserInfo,
} from './user'

/**
 * Every endpoint under /api/, by path: method, request body (or query for GET) and `data` of a successful
 * envelope. The client's typed calls read this map; the server validates with the schemas it names.
 * Add an entry with each new route.
 */
export interface Endpoints {
  'user/login': { method: 'POST'; body: LoginBody; data: LoginData }
  'user/register': { method: 'POST'; body: RegisterBody; data: null }
  'user/change_pwd': { method: 'POST'; body: ChangePwdBody; data: null }
  'user/changepwd': { method: 'POST'; body: ChangePasswordBody; data: null }
  'user/setpaypwd': { method: 'POST'; body: SetPayPwdBody; data: null }
  'user/getUserinfo': { method: 'POST'; body: undefined; data: UserInfo }
  logout: { method: 'POST'; body: undefined; data: null }
  'sms/send': { method: 'POST'; body: SendCodeBody; data: SendCodeData }
  'index/send_email_mobile': { method: 'POST'; body: SendCodeBody; data: SendCodeData }
  'dev/outbox': { method: 'GET'; query: { phone: string }; data: OutboxData }
}

export type EndpointPath = keyof Endpoints
