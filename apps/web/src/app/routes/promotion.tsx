import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PromotionView } from '../../features/content/components/promotion-view.tsx';
import { BALANCE_QUERY_KEY } from '../../features/wallet/api/get-balance.ts';

/**
 * /promotions/{promoslug}. The raffle promotional list (issue 13) goes in PromotionView's `extra` slot,
 * composed here so that neither feature imports the other.
 */
export default function PromotionPage() {
  const { promoslug = '' } = useParams();
  const queryClient = useQueryClient();
  return (
    <PromotionView
      key={promoslug}
      slug={promoslug}
      onRedeemed={() => void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY })}
    />
  );
}
