import BadgeIcon from '@mui/icons-material/Badge';
import { KycList } from './KycList.tsx';
import { KycShow } from './KycShow.tsx';

export const kycResource = {
  name: 'kyc',
  list: KycList,
  show: KycShow,
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
} as const;
