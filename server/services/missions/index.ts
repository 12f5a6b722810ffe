// The public surface of missions (missions, the points ledger and the shop: docs/missions.md): what other
// domains and the routes use. Progress is counted in SQL (db/functions/ficha_mission_count.sql), in each
// round's own transaction.

export {
  listMissions,
  saveMission,
  saveShopItem,
  setMissionState,
  setShopItemState,
} from './admin'
export { playerMissions, pointsHistory, shopList } from './player'
export { buy } from './shop'
