import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { validateXML } from 'xmllint-wasm'

/** Room for a batch of parts (a few MB each) and its schema: 1 GiB of WebAssembly memory at most. */
const MAX_MEMORY_PAGES = 16_384

/** The longest validator message kept with a failed part. */
const MESSAGE_LIMIT = 2_000

/** One part to validate: its file name (unique in the batch) and bytes. */
export interface PartFile {
  fileName: string
  bytes: Buffer
}

/**
 * Validates parts against the XSD `xsdFile` of the operator's SIGAP_XSD_DIR with libxml2's xmllint (as
 * WebAssembly: no native build, no network; an xs:import or xs:include is not fetched), in one run for the
 * batch (starting the validator costs more than validating a part). Answers, for each part, null when
 * xmllint says it validates, else the validator's messages about it (or why the schema could not be read).
 */
export const validateParts = async (
  xsdDir: string,
  xsdFile: string,
  files: readonly PartFile[],
): Promise<(string | null)[]> => {
  if (files.length === 0) return []
  let schema: string
  try {
    schema = await readFile(join(xsdDir, xsdFile), 'utf8')
  } catch (error) {
    const message = `XSD ${xsdFile} could not be read from SIGAP_XSD_DIR (${xsdDir}): ${error instanceof Error ? error.message : String(error)}`
    return files.map(() => message)
  }
  try {
    const result = await validateXML({
      xml: files.map((file) => ({
        fileName: file.fileName,
        contents: new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      })),
      schema: { fileName: xsdFile, contents: schema },
      maxMemoryPages: MAX_MEMORY_PAGES,
    })
    const lines = new Set(result.rawOutput.split('\n'))
    return files.map((file) => {
      if (lines.has(`${file.fileName} validates`)) return null
      const about = result.errors
        .map((error) => error.rawMessage)
        .filter(
          (message) => message.startsWith(`${file.fileName}:`) || message.startsWith(`${file.fileName} `),
        )
      return (about.join('\n') || `${file.fileName} fails to validate`).slice(0, MESSAGE_LIMIT)
    })
  } catch (error) {
    const message = `XSD validation failed: ${error instanceof Error ? error.message : String(error)}`
    return files.map(() => message.slice(0, MESSAGE_LIMIT))
  }
}
