import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';

/**
 * Raffle banners (SPEC §7: loaded from the content CDN by account reference and banner file name).
 * With the default CDN base (our own server, `/cdn`) the server draws them: generated SVG art, the
 * same for the same name (a night sky, a gold ticket, coins placed by the name's hash), so a banner
 * needs no upload and a CDN in front caches it forever. A real CDN serves uploaded files instead.
 */
const paramsSchema = z.object({
  accountRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  bannerFileName: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/),
});

export function bannerSvg(seedText: string): string {
  const h = createHash('sha256').update(seedText).digest();
  const byte = (i: number) => h[i % h.length]!;
  const hue = 220 + (byte(0) % 50); // navy to indigo
  const coins = Array.from({ length: 9 }, (_, i) => {
    const x = 40 + ((byte(i * 3 + 1) * 7) % 880);
    const y = 30 + ((byte(i * 3 + 2) * 3) % 220);
    const r = 10 + (byte(i * 3 + 3) % 18);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#coin)" opacity="${(0.55 + (byte(i + 20) % 40) / 100).toFixed(2)}"/>`;
  }).join('');
  const stars = Array.from({ length: 24 }, (_, i) => {
    const x = (byte(i + 5) * 37) % 960;
    const y = (byte(i + 9) * 11) % 300;
    return `<circle cx="${x}" cy="${y}" r="${1 + (byte(i) % 2)}" fill="#fff" opacity="0.5"/>`;
  }).join('');
  const tilt = (byte(30) % 16) - 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 300" width="960" height="300" role="img">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 12%)"/><stop offset="1" stop-color="hsl(${hue + 30} 55% 22%)"/></linearGradient>
<radialGradient id="coin"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.6" stop-color="#f2c14e"/><stop offset="1" stop-color="#a8741a"/></radialGradient>
<linearGradient id="ticket" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f7d774"/><stop offset="1" stop-color="#d9a22b"/></linearGradient>
</defs>
<rect width="960" height="300" fill="url(#sky)"/>${stars}${coins}
<g transform="translate(480 150) rotate(${tilt})">
<path d="M-170 -70 H170 a20 20 0 0 0 0 40 V30 a20 20 0 0 0 0 40 H-170 a20 20 0 0 0 0 -40 V-30 a20 20 0 0 0 0 -40 Z" fill="url(#ticket)" stroke="#7a5510" stroke-width="4"/>
<path d="M-110 -60 V60" stroke="#7a5510" stroke-width="3" stroke-dasharray="8 8"/>
<circle cx="40" cy="0" r="38" fill="none" stroke="#7a5510" stroke-width="6"/>
<path d="M40 -22 L47 -7 L63 -5 L51 6 L54 22 L40 14 L26 22 L29 6 L17 -5 L33 -7 Z" fill="#7a5510"/>
</g>
</svg>`;
}

/** GET `${cdnPath}/raffles/:accountRef/:bannerFileName` when the CDN base is a path on this server. */
export const raffleBannerRoutes: FastifyPluginAsync<{ cdnPath: string }> = async (app, { cdnPath }) => {
  app.get(`${cdnPath.replace(/\/$/, '')}/raffles/:accountRef/:bannerFileName`, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError(404, 'NOT_FOUND');
    const { accountRef, bannerFileName } = params.data;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(bannerSvg(`${accountRef}/${bannerFileName}`));
  });
};
