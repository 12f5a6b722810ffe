import multipart from '@fastify/multipart'
import { Code } from '@src/contract/codes'
import { UPLOAD_MAX_BYTES } from '@src/contract/money'
import { routeModule } from '../../endpoint'
import { ApiError, ok } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { saveImage, uploadUrl } from '../../services/money'

const isTooLarge = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'

/** The plugin's own errors carry their status; the parser's (a missing boundary, a body cut short) do not. */
const hasStatus = (error: unknown): boolean => error instanceof Error && 'statusCode' in error

/**
 * POST /api/index/upload_voucher: multipart, one image in the field `file` (a transfer screenshot or a
 * payment QR code). The type is read from the bytes, never from the name or the declared type.
 */
export default routeModule('index/upload_voucher', async (app, route) => {
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } })
  route(
    {
      summary: 'Upload an image (transfer screenshot or payment QR code)',
      description:
        'multipart/form-data with a file field `file`: PNG, JPEG or WebP by content, at most 5 MB. The image is served only to its owner and to operators, at `url` with the token header. Errors: 401, 400 not well-formed multipart (truncated, a wrong or missing boundary), 1410 not such an image, 1411 too large, 1412 no file.',
    },
    async (request) => {
      const user = currentUser(request)
      if (!request.isMultipart()) throw new ApiError(Code.UploadMissing)
      let data: Buffer | undefined
      try {
        data = await (await request.file())?.toBuffer()
      } catch (error) {
        if (isTooLarge(error))
          throw new ApiError(Code.UploadTooLarge, { size: UPLOAD_MAX_BYTES / 1024 / 1024 })
        if (hasStatus(error)) throw error
        // A body that is not well-formed multipart is the sender's mistake, not the server's.
        request.log.info({ err: error }, 'malformed multipart body')
        throw new ApiError(Code.BadRequest)
      }
      if (!data || data.length === 0) throw new ApiError(Code.UploadMissing)
      const upload = await saveImage(app.db, app.config.uploadDir, user.id, data)
      return ok(request, { id: upload.id, url: uploadUrl(upload.id), type: upload.type, size: upload.size })
    },
  )
})
