import type { Config } from '../config'
import { type Database, type Db, type OpenOptions, openDatabase } from '../db'
import { configureAudit, sealUnkeyedChain } from '../services/audit'
import { seedCatalogue } from './catalogue'
import { seedChannels } from './channels'
import { seedCompliance } from './compliance'
import { seedContent } from './content'
import { seedCrash } from './crash'
import { seedDemoPlayers } from './demoPlayers'
import { seedNicknameSkeletons } from './nicknameSkeletons'
import { seedDevOperators, seedOperator } from './operator'
import { seedRaces } from './races'
import { seedRewards } from './rewards'
import type { Seed } from './seed'

/** Run in order at every start. Add a seed module here. */
const seeds: Seed[] = [
  seedOperator,
  seedDevOperators,
  seedCatalogue,
  seedCrash,
  seedContent,
  seedCompliance,
  seedChannels,
  seedRewards,
  // Before the demo players: their rounds score in the seeded race.
  seedRaces,
  seedDemoPlayers,
  seedNicknameSkeletons,
]

/** @internal Tests seed a database they opened themselves. */
export const runSeeds = async (db: Db, config: Config): Promise<void> => {
  for (const seed of seeds) await seed(db, config)
}

/**
 * The database as a server process uses it: opened and migrated, the audit chain keyed with the process's
 * AUDIT_CHAIN_KEY, then seeded (closed again if a seed fails).
 */
export const openSeededDatabase = async (config: Config, options: OpenOptions = {}): Promise<Database> => {
  const database = await openDatabase(config, options)
  try {
    configureAudit(config.audit)
    await sealUnkeyedChain(database.db)
    await runSeeds(database.db, config)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
