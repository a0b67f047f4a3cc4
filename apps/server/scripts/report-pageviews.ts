import { parseArgs } from 'node:util';
import { PAGE_VIEWS_MAX_DAYS } from '@casino/contract';
import { loadConfig } from '../src/config.ts';
import { formatPageViews, pageViewsReport } from '../src/modules/analytics/analytics.service.ts';
import { openForMaintenance } from './maintenance.ts';

/**
 * `npm run report:pageviews [-- --days N]`: page views per route per Asia/Tokyo day over the last N days
 * (default 7), the same table as the back office's page-view report. With the embedded PGlite the data
 * directory must not be in use by a running server (as for backup); with DATABASE_URL it reads beside it.
 */
const { values } = parseArgs({ options: { days: { type: 'string', default: '7' } } });
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > PAGE_VIEWS_MAX_DAYS) {
  console.error(`--days must be a whole number from 1 to ${PAGE_VIEWS_MAX_DAYS}`);
  process.exit(2);
}
const target = openForMaintenance(loadConfig());
try {
  console.log(formatPageViews(await pageViewsReport(target.db, new Date(), days)));
} catch (error) {
  console.error(`report failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
