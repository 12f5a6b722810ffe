import type { Config } from '../config'
import type { Db } from '../db'

/** A seed inserts its rows only when missing, so it can run at every start and in every process. */
export type Seed = (db: Db, config: Config) => Promise<void>
