import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { CollectionCreate, CollectionEdit, CollectionList } from './CollectionScreens.tsx';

/** Issue 29: the home page's rows (collections), ordered, named and filled in the console. */
export const collectionsResource = {
  name: 'collections',
  list: CollectionList,
  create: CollectionCreate,
  edit: CollectionEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: 'nameJa',
} as const;
