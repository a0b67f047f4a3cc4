import CampaignIcon from '@mui/icons-material/Campaign';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { PromoCodeCreate, PromoCodeEdit, PromoCodeList } from './PromoCodeScreens.tsx';
import { PromotionCreate, PromotionEdit, PromotionList } from './PromotionScreens.tsx';

export const promotionsResource = {
  name: 'promotions',
  list: PromotionList,
  create: PromotionCreate,
  edit: PromotionEdit,
  icon: CampaignIcon,
  recordRepresentation: 'slug',
} as const;

export const promoCodesResource = {
  name: 'promo-codes',
  list: PromoCodeList,
  create: PromoCodeCreate,
  edit: PromoCodeEdit,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'code',
} as const;
