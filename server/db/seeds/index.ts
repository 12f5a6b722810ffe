import type { Config } from '../../config'
import type { Db } from '..'
import { seedCatalogue } from './catalogue'
import { seedChannels } from './channels'
import { seedCompliance } from './compliance'
import { seedContent } from './content'
import { seedDemoPlayers } from './demoPlayers'
import { seedNicknameSkeletons } from './nicknameSkeletons'
import { seedOperator } from './operator'
import { seedRewards } from './rewards'

/** A seed inserts its rows only when missing, so it can run at every start and in every process. */
export type Seed = (db: Db, config: Config) => Promise<void>

/** Run in order at every start. Add a seed module here. */
const seeds: Seed[] = [
  seedOperator,
  seedCatalogue,
  seedContent,
  seedCompliance,
  seedChannels,
  seedRewards,
  seedDemoPlayers,
  seedNicknameSkeletons,
]

export const runSeeds = async (db: Db, config: Config): Promise<void> => {
  for (const seed of seeds) await seed(db, config)
}
