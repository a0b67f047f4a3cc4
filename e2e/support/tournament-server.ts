import { createServer, type Server } from 'node:http';
import { startOwnServer as startSharedOwnServer, type OwnServer } from './own-server.ts';

export type { OwnServer } from './own-server.ts';

/** The tournaments spec's own server: support/own-server.ts, allowing `lobbyEmbedder` to frame the lobby. */
export function startOwnServer(port: number, lobbyEmbedder: string): Promise<OwnServer> {
  return startSharedOwnServer(port, { LOBBY_URL_ORIGINS: lobbyEmbedder });
}

/** A plain page on another origin that embeds the lobby exactly as docs/lobby.md says. */
export async function startPartnerPage(
  port: number,
  lobbyBase: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner page</title>
<style>body{font-family:serif;background:#fff;color:#222;margin:0}main{padding:8px}h1{color:#c00}</style></head>
<body><main>
<h1>A partner's page</h1>
<div id="casino-lobby"></div>
<p>Game chosen: <output id="launched" data-testid="launched"></output></p>
</main>
<script src="${lobbyBase}/lobby/launcher.js"></script>
<script>
  CasinoLobby.launch({
    host: document.getElementById('casino-lobby'),
    accountRef: 'casino-account',
    brandRef: 'casino',
    languageCode: 'en',
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== '${lobbyBase}' || !event.data || event.data.type !== 'gameLaunch') return;
    document.getElementById('launched').textContent = event.data.gameCode;
  });
</script>
</body></html>`;
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
