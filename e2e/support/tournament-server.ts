import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_TEST_ANSWER, OPERATOR } from './constants.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A NODE_ENV=test server of its own (fresh database) for a spec that moves the server's clock: the
 * suite's shared server is never disturbed. `lobbyEmbedder` is allowed to frame the lobby.
 */
export async function startOwnServer(port: number, lobbyEmbedder: string): Promise<OwnServer> {
  const child: ChildProcess = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [join(REPO_ROOT, 'apps', 'server', 'src', 'server.ts')],
    {
      cwd: join(REPO_ROOT, 'e2e'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        CAPTCHA_TEST_ANSWER,
        RATE_LIMIT_MULTIPLIER: '100',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'casino-e2e-tournaments-')),
        LOG_LEVEL: 'warn',
        OPERATOR_EMAIL: OPERATOR.email,
        OPERATOR_PASSWORD: OPERATOR.password,
        LOBBY_URL_ORIGINS: lobbyEmbedder,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tournament server exited: ${stderr}`);
    try {
      if ((await fetch(`${baseURL}/api/health`, { headers: { channel: 'WEB' } })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`tournament server not ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
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
