import { Code } from '@src/contract/codes'
import type { RegisterBody } from '@src/contract/user'
import { normalizeCpf } from '@src/validation/cpf'
import { isAdultOn, isBirthDate, isFullName, isPlainName, normalizeName } from '@src/validation/identity'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import {
  assertPasswordAccepted,
  consumeCode,
  createSession,
  createUser,
  findUserByInvitationCode,
  findUserByPhone,
  hashPassword,
  phoneOfForm,
  trustSignupAddress,
} from '../../services/accounts'
import { banListOf } from '../../services/banList'
import { dayOf } from '../../services/calendar'
import { checkIdentity, identityProvider } from '../../services/identity'
import { attributeSignup } from '../../services/partners'
import { assertSignupAllowed, markChecked } from '../../services/protection'
import { recordSighting, sightingOf } from '../../services/rewards'
import { userInfoOf } from '../../services/userInfo'

/**
 * The identity a sign-up declares, checked field by field with its own code; null when none is given and
 * none is required. Any field given makes all three needed (a CPF without a name cannot be checked).
 */
const declaredIdentity = (
  { cpf, fullName, birthDate }: RegisterBody,
  required: boolean,
  now: Date,
): { cpf: string; fullName: string; birthDate: string } | null => {
  const given = [cpf, fullName, birthDate].some((field) => field?.trim())
  if (!required && !given) return null
  if (!cpf?.trim()) throw new ApiError(Code.CpfRequired)
  const digits = normalizeCpf(cpf.trim())
  if (!digits) throw new ApiError(Code.CpfInvalid)
  const name = normalizeName(fullName ?? '')
  if (!isPlainName(name)) throw new ApiError(Code.NameStyledLetters)
  if (!isFullName(name)) throw new ApiError(Code.FullNameInvalid)
  const born = birthDate?.trim() ?? ''
  if (!isBirthDate(born) || born > dayOf(now)) throw new ApiError(Code.BirthDateInvalid)
  if (!isAdultOn(born, dayOf(now))) throw new ApiError(Code.Underage)
  return { cpf: digits, fullName: name, birthDate: born }
}

/**
 * POST /api/user/register: a new player account, proven by a code sent to the phone (purpose register).
 * Whether the phone is taken is told only after its code checked out, i.e. only to the phone's owner.
 * The new player is logged in at once: the answer is the login's (a session token), so no form asks again.
 */
export default endpoint(
  'user/register',
  {
    summary: 'Register a player',
    description:
      'cpf, fullName and birthDate are required with COMPLIANCE_PROFILE=brazil, optional (checked when given) in standard; a CPF starts the identity check (UserInfo.identity). Errors: 1002 phone taken, 1003/1004/1007 code wrong, expired or locked, 1008 unknown invitation code, 1009 agreement not accepted, 1010/1017/1019 password rule (length, blank, repeated, common), 1014 invalid phone, 1601 CPF required, 1441 CPF check digits wrong, 1602 CPF taken, 1603 full name, 1607 full name in styled look-alike letters, 1604 birth date, 1605 under 18, 1630 CPF on the national ban list, 1631 the ban list did not answer (brazil; try again).',
  },
  async (request, app) => {
    const { db } = app
    const { username, password, codes, invitation_code: invitation, agree } = request.body
    if (!agree) throw new ApiError(Code.AgreementRequired)
    const phone = phoneOfForm(username)
    assertPasswordAccepted(password)
    // Checked before the code is spent, so a mistyped invitation code does not cost a new SMS.
    const inviter = invitation?.trim() ? await findUserByInvitationCode(db, invitation) : undefined
    if (invitation?.trim() && !inviter) throw new ApiError(Code.InvitationUnknown)

    // Identity: required in the brazil profile, checked when given in standard (before the code is spent).
    const identity = declaredIdentity(request.body, app.config.compliance.profile === 'brazil', new Date())

    await consumeCode(db, phone, 'register', codes)
    // The national ban list (brazil), told only to the phone's owner like a taken CPF; fail closed.
    const brazil = app.config.compliance.profile === 'brazil'
    const checkedAt = new Date()
    if (brazil && identity)
      await assertSignupAllowed(db, banListOf(app.config.compliance.banList), identity.cpf)
    // One account per CPF: told only after the code checked out, as for the phone (CpfTaken).
    const passwordHash = await hashPassword(password)
    // The click it names, when this process answered it, is in the table before the attribution looks.
    if (request.body.click) await app.partnerClicks.buffer.written(request.body.click)
    // The account and its partner attribution (with the registration postback) commit together.
    const user = await db.transaction(async (tx) => {
      const created = await createUser(tx, {
        phone,
        passwordHash,
        parentId: inviter?.id,
        // The IP at sign-up, which the extended registration keeps (Ordinance SPA/MF 2.579/2025).
        signupIp: request.ip,
        ...identity,
      })
      if (!created) throw new ApiError(Code.PhoneTaken)
      await attributeSignup(tx, created.id, { click: request.body.click, inviterId: inviter?.id })
      return created
    })
    await recordSighting(db, user.id, sightingOf(request))
    if (brazil && identity) await markChecked(db, user.id, checkedAt)
    if (identity) {
      const provider = identityProvider(app.config.compliance.identityProvider)
      await checkIdentity(db, provider, { userId: user.id, ...identity })
    }
    await trustSignupAddress(db, phone, request.ip)
    const token = await createSession(db, user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    })
    // Read again: the identity check may have moved the account's identity state.
    const current = (await findUserByPhone(db, phone)) ?? user
    return { userinfo: { ...(await userInfoOf(db, current)), token } }
  },
)
