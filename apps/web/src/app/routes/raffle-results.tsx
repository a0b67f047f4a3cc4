import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RaffleResults } from '../../features/raffles/components/raffle-results.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The public results of a raffle (no login: anyone may verify a draw). */
export default function RaffleResultsPage() {
  const { t } = useTranslation();
  const { raffleId } = useParams();
  usePageMeta(t('meta.raffleResults.title'), t('meta.raffleResults.description'));
  return (
    <div className="container">
      <PageHeader title={t('pages.raffleResults.heading')} lead={t('pages.raffleResults.lead')} />
      <RaffleResults raffleId={Number(raffleId)} />
    </div>
  );
}
