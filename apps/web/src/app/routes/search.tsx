import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { GameSearch } from '../../features/games/components/game-search.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** Issue 29: search the catalogue in kana, kanji, romaji or English. */
export default function SearchPage() {
  const { t } = useTranslation();
  const headingId = useId();
  usePageMeta(t('meta.search.title'), t('meta.default.description'));
  return (
    <div className="container">
      <PageHeader title={t('search.title')} titleId={headingId} />
      <GameSearch />
    </div>
  );
}
