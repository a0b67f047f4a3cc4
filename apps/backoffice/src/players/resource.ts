import PeopleIcon from '@mui/icons-material/People';
import { PlayerList } from './PlayerList.tsx';
import { PlayerShow } from './PlayerShow.tsx';

export const playersResource = {
  name: 'players',
  list: PlayerList,
  show: PlayerShow,
  icon: PeopleIcon,
  recordRepresentation: 'displayName',
} as const;
