import { Code } from '@src/contract/codes'
import { validateNickname } from '@src/validation'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { setNickname } from '../../services/accounts'

/** POST /api/user/nickname: the name other players see in the live feed and team lists. */
export default endpoint(
  'user/nickname',
  {
    summary: 'Choose the nickname others see (logged in)',
    description:
      '3 to 20 letters, digits, _ . or -, at most 3 numeric characters of any script (no phone number), stored in NFC. ' +
      'Errors: 401, 1020 rule, 1021 taken (ignoring case, or looking like another: TR39 confusable skeleton).',
  },
  async (request, app) => {
    // Stored as it is checked: NFC (iOS and macOS send accents as combining marks).
    const nickname = request.body.nickname.normalize('NFC').trim()
    if (validateNickname(nickname)) throw new ApiError(Code.NicknameRule)
    if (!(await setNickname(app.db, currentUser(request).id, nickname)))
      throw new ApiError(Code.NicknameTaken)
    return null
  },
)
