import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serverPath } from '../paths'

const functionsFolder = serverPath('db/functions')

/**
 * The SQL functions, one file each named after its function (functions/ficha_transfer.sql), by name.
 * @internal Tests read the functions' SQL.
 */
export const sqlFunctionFiles = (): { name: string; text: string }[] =>
  readdirSync(functionsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.sql'.length),
      text: readFileSync(join(functionsFolder, file), 'utf8'),
    }))

/**
 * Every file's CREATE OR REPLACE, in one multi-statement query (one implicit transaction on both drivers),
 * at every open, after the migrations: a few milliseconds that spare any bookkeeping of which text was
 * applied, and a database restored from an old backup or edited by hand gets the files' functions back.
 * A file that changes a function's arguments or result drops the old one first (DROP FUNCTION IF EXISTS).
 */
export const applyFunctions = async (run: (text: string) => Promise<unknown>): Promise<void> => {
  await run(
    sqlFunctionFiles()
      .map((file) => file.text)
      .join('\n'),
  )
}
