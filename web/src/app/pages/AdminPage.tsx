import AdminArea from '../../features/admin/AdminPage';
import type { PlayerBonusList } from '../../api/generated/api';
import { PlayerBonusesView } from '../../features/bonus/PlayerBonusesView';

const playerBonuses = (bonuses: PlayerBonusList) => <PlayerBonusesView bonuses={bonuses} />;

/**
 * The admin area, with a player's bonuses shown by the bonus feature's cards (read-only): the
 * admin feature looks a player up, the bonus feature draws what it found.
 */
export default function AdminPage() {
  return <AdminArea playerBonuses={playerBonuses} />;
}
