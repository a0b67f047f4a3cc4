import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { ApprovalList } from './ApprovalList.tsx';
import { ApprovalShow } from './ApprovalShow.tsx';

export const approvalsResource = {
  name: 'approvals',
  list: ApprovalList,
  show: ApprovalShow,
  icon: VerifiedUserIcon,
  recordRepresentation: 'label',
} as const;
