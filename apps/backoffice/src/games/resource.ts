import CasinoIcon from '@mui/icons-material/Casino';
import { GameList } from './GameList.tsx';

export const gamesResource = {
  name: 'games',
  list: GameList,
  icon: CasinoIcon,
  recordRepresentation: 'title',
} as const;
