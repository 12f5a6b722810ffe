import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { validateXML } from 'xmllint-wasm'

/** Room for a part of 7,000 records (a few MB) and its schema: 256 MiB of WebAssembly memory at most. */
const MAX_MEMORY_PAGES = 4_096

/** The longest validator message kept with a failed part. */
const MESSAGE_LIMIT = 2_000

/**
 * Validates one part against the XSD `xsdFile` of the operator's SIGAP_XSD_DIR with libxml2's xmllint (as
 * WebAssembly: no native build, no network; an xs:import or xs:include is not fetched). Answers null when
 * it is valid, else the validator's message (or why the schema could not be read).
 */
export const validatePart = async (
  xsdDir: string,
  xsdFile: string,
  fileName: string,
  bytes: Buffer,
): Promise<string | null> => {
  let schema: string
  try {
    schema = await readFile(join(xsdDir, xsdFile), 'utf8')
  } catch (error) {
    return `XSD ${xsdFile} could not be read from SIGAP_XSD_DIR (${xsdDir}): ${error instanceof Error ? error.message : String(error)}`
  }
  try {
    const result = await validateXML({
      xml: { fileName, contents: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      schema: { fileName: xsdFile, contents: schema },
      maxMemoryPages: MAX_MEMORY_PAGES,
    })
    if (result.valid) return null
    const message = result.errors.map((error) => error.rawMessage).join('\n') || result.rawOutput
    return message.slice(0, MESSAGE_LIMIT) || 'invalid'
  } catch (error) {
    return `XSD validation failed: ${error instanceof Error ? error.message : String(error)}`.slice(
      0,
      MESSAGE_LIMIT,
    )
  }
}
