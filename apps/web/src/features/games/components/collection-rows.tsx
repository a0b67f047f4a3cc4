import type { Collection } from '@casino/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCollections } from '../api/get-collections.ts';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { GameCollection } from './game-collection.tsx';

/** How many rows hold their place while the collections load (the seeded home page has more). */
const PLACEHOLDER_ROWS = 3;

function CollectionRow({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tag = collection.tag?.toLowerCase();
  return (
    <section
      className="home__section container"
      aria-labelledby={headingId}
      data-testid="home-collection"
      data-collection-id={collection.id}
    >
      <div className="home__section-head">
        <h2 id={headingId}>{collection.name}</h2>
        {tag ? (
          <Link to={paths.category.getHref(tag)} className="home__see-all">
            {t('common.seeAll')}
            <span className="visually-hidden"> ({collection.name})</span>
          </Link>
        ) : null}
      </div>
      <GameCollection codes={collection.gameCodes} layout="row" labelledBy={headingId} />
    </section>
  );
}

/** A row's place while the rows load: a heading line and a row of empty tiles of the same size. */
function PlaceholderRow() {
  const { t } = useTranslation();
  return (
    <section className="home__section container" aria-hidden="true" data-testid="home-collection-loading">
      <div className="home__section-head">
        <h2 className="home__heading-placeholder">{'\u00a0'}</h2>
      </div>
      <GameCollection
        layout="row"
        labelledBy={undefined}
        codes={[]}
        emptyText={t('common.loading')}
        loading
      />
    </section>
  );
}

/**
 * Issue 29: the home page's rows from the console's collections, in its order; `afterFirst` (the
 * running promotions) goes after the first row, so games stay above the fold.
 */
export function CollectionRows({ afterFirst }: { afterFirst: ReactNode }) {
  const { t } = useTranslation();
  const collections = useCollections();
  if (collections.isError) {
    return (
      <>
        <div className="container">
          <QueryErrorNotice
            error={collections.error}
            onRetry={() => collections.refetch()}
            testId="collections-error"
          >
            {t('games.loadError')}
          </QueryErrorNotice>
        </div>
        {afterFirst}
      </>
    );
  }
  // One shape loading or loaded (first row, the strip, the other rows), so the strip keeps its place
  // in the tree and the rows below it swap placeholders for games without moving.
  const rows = collections.data;
  const [first, ...rest] = rows ?? [];
  return (
    <>
      {rows ? first ? <CollectionRow collection={first} /> : null : <PlaceholderRow />}
      {afterFirst}
      {rows
        ? rest.map((collection) => <CollectionRow key={collection.id} collection={collection} />)
        : Array.from({ length: PLACEHOLDER_ROWS - 1 }, (_, i) => <PlaceholderRow key={i} />)}
    </>
  );
}
