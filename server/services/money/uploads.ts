import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Code } from '@src/contract/codes'
import { MONEY_PERMISSIONS, type UploadType } from '@src/contract/money'
import { grantsPermission } from '@src/permissions/rules'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { uploads } from '../../db/schema/money'
import type { User } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { refundSlot, takeSlot } from '../accounts'

const startsWith = (data: Buffer, bytes: number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte)

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0))

/** The image type by its magic bytes, whatever the file was called; null for anything else. */
const sniffImage = (data: Buffer): UploadType | null => {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

export type Upload = typeof uploads.$inferSelect

/** Where uploads are answered from (with the token header): the id is the only name. */
export const uploadUrl = (id: string): string => `/api/index/upload/${id}`

/**
 * Images a player may upload per hour: enough for any form, not enough to fill the disk.
 * @internal Tests read it rather than copy the number.
 */
export const UPLOADS_PER_HOUR = 30

/**
 * Stores an image under a random name; the row is written after the file so it never points at nothing.
 * The hourly cap is counted by the step that decides it, so uploads sent at once cannot pass it.
 */
export const saveImage = async (db: Db, dir: string, userId: number, data: Buffer): Promise<Upload> => {
  const type = sniffImage(data)
  if (!type) throw new ApiError(Code.UploadType)
  const slot = `upload:${userId}`
  if (!(await takeSlot(db, slot, UPLOADS_PER_HOUR, 60 * 60_000)).allowed)
    throw new ApiError(Code.TooManyRequests)
  const id = randomBytes(16).toString('hex')
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const path = join(dir, id)
  await writeFile(path, data, { mode: 0o600, flag: 'wx' })
  try {
    const [row] = await db.insert(uploads).values({ id, userId, type, size: data.length }).returning()
    if (!row) throw new Error('Upload row not written')
    return row
  } catch (error) {
    await rm(path, { force: true })
    await refundSlot(db, slot)
    throw error
  }
}

/** The player's own upload, or null. */
export const findOwnUpload = async (db: Db, userId: number, id: string): Promise<Upload | null> => {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
  return row ?? null
}

/**
 * An image and its type, for its owner, an operator who may see the queues, or whom `alsoAllowed` lets in
 * (a domain above that shows it: a complaint's attachment); else 404, telling nothing.
 */
export const readImage = async (
  db: Db,
  dir: string,
  user: User,
  id: string,
  alsoAllowed: (uploadId: string) => Promise<boolean>,
): Promise<{ type: UploadType; data: Buffer }> => {
  const [row] = /^[0-9a-f]{32}$/.test(id) ? await db.select().from(uploads).where(eq(uploads.id, id)) : []
  const allowed =
    row &&
    (row.userId === user.id ||
      grantsPermission(user.permissions, MONEY_PERMISSIONS.listOrders) ||
      (await alsoAllowed(row.id)))
  if (!row || !allowed) throw new ApiError(Code.NotFound)
  return { type: row.type, data: await readFile(join(dir, row.id)) }
}
