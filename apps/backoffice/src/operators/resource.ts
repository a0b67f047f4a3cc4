import BadgeIcon from '@mui/icons-material/Badge';
import { OperatorCreate } from './OperatorCreate.tsx';
import { OperatorList } from './OperatorList.tsx';

export const operatorsResource = {
  name: 'operators',
  list: OperatorList,
  create: OperatorCreate,
  icon: BadgeIcon,
  recordRepresentation: 'email',
} as const;
