import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { httpFaceProvider, startFaceCheck } from '../../services/identity'

/** The portal page the provider's hosted session sends the player back to. */
const RETURN_ROUTE = '/#/pages/mine/registration/index'

/** POST /api/user/face_session: a hosted document and face session at the identity provider. */
export default endpoint(
  'user/face_session',
  {
    summary: 'Start a face match at the identity provider',
    description:
      "Opens a hosted session (document and liveness) at the provider of FACE_URL and answers its page; the player comes back to the portal's registration page, and the decision arrives later by identity/webhook (user/registration's face). Errors: 401, 1959 the provider did not answer, 1960 no face provider is configured.",
  },
  async (request, app) => {
    const { url, apiKey } = app.config.compliance.face
    if (!url) throw new ApiError(Code.FaceNotRequired)
    const user = currentUser(request)
    const page = await startFaceCheck(
      app.db,
      httpFaceProvider({ url, apiKey }),
      { userId: user.id, cpf: user.cpf, fullName: user.fullName, birthDate: user.birthDate },
      `${app.config.publicUrl.replace(/\/+$/, '')}${RETURN_ROUTE}`,
    )
    return { url: page }
  },
)
