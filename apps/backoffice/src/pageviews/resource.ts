import VisibilityIcon from '@mui/icons-material/Visibility';
import { PageViewList } from './PageViewList.tsx';

export const pageviewsResource = { name: 'pageviews', list: PageViewList, icon: VisibilityIcon } as const;
