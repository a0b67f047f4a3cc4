import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { GameCollection } from '../../features/games/components/game-collection.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

const KNOWN_TAGS = ['featured', 'slot', 'live'] as const;
type KnownTag = (typeof KNOWN_TAGS)[number];

function isKnownTag(tag: string): tag is KnownTag {
  return (KNOWN_TAGS as readonly string[]).includes(tag);
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const tag = (useParams().gameTag ?? '').toLowerCase();
  const known = isKnownTag(tag) ? tag : null;
  const heading = known ? t(`category.${known}.heading`) : t('category.generic.heading');
  const description = known ? t(`category.${known}.description`) : t('category.generic.description');
  usePageMeta(
    known ? t(`meta.${known}.title`) : t('meta.category.title'),
    known ? t(`meta.${known}.description`) : t('meta.default.description'),
  );

  return (
    <div className="container">
      <PageHeader title={heading} titleId={headingId} lead={description} />
      <GameCollection tag={tag} layout="grid" labelledBy={headingId} />
    </div>
  );
}
