import ArticleIcon from '@mui/icons-material/Article';
import { ContentCreate, ContentEdit } from './ContentEdit.tsx';
import { ContentList } from './ContentList.tsx';

export const contentResource = {
  name: 'content',
  list: ContentList,
  edit: ContentEdit,
  create: ContentCreate,
  icon: ArticleIcon,
  recordRepresentation: 'title',
} as const;
