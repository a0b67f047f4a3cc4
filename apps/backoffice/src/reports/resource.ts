import BarChartIcon from '@mui/icons-material/BarChart';
import { ReportList } from './ReportList.tsx';

export const reportsResource = { name: 'reports', list: ReportList, icon: BarChartIcon } as const;
