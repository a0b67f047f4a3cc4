import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { MissionCreate, MissionEdit, MissionList } from './MissionScreens.tsx';

/** Issue 30: daily and weekly missions, defined and scheduled in the console, names in ja and en. */
export const missionsResource = {
  name: 'missions',
  list: MissionList,
  create: MissionCreate,
  edit: MissionEdit,
  icon: EmojiEventsIcon,
  recordRepresentation: 'nameJa',
} as const;
