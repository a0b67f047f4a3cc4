import SavingsIcon from '@mui/icons-material/Savings';
import { JackpotEdit, JackpotList } from './JackpotScreens.tsx';

/** Issue 30: the progressive jackpots' pools, their terms and titles (no create: the server seeds the pool). */
export const jackpotsResource = {
  name: 'jackpots',
  list: JackpotList,
  edit: JackpotEdit,
  icon: SavingsIcon,
  recordRepresentation: 'id',
} as const;
