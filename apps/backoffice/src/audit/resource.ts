import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList.tsx';

export const auditResource = { name: 'audit', list: AuditList, icon: HistoryIcon } as const;
