import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { RaffleCreate, RaffleEdit } from './RaffleForm.tsx';
import { RaffleList } from './RaffleList.tsx';
import { RaffleShow } from './RaffleShow.tsx';

export const rafflesResource = {
  name: 'raffles',
  list: RaffleList,
  create: RaffleCreate,
  edit: RaffleEdit,
  show: RaffleShow,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'tournamentRef',
} as const;
