import { raffleBannerPath, type CompetitionMeta } from '@casino/contract';
import { getPublicConfig } from '../../../lib/public-config.ts';

/** The raffle's banner from the content CDN (SPEC §7), by account reference and file name; decorative. */
export function RaffleBanner({ meta }: { meta: Pick<CompetitionMeta, 'account' | 'bannerFileName'> }) {
  if (!meta.bannerFileName) return null;
  const src = raffleBannerPath(getPublicConfig().contentCdnUrl, meta.account.accountRef, meta.bannerFileName);
  return (
    <img className="raffle-banner" src={src} alt="" width={960} height={300} data-testid="raffle-banner" />
  );
}
