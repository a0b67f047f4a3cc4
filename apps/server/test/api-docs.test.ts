import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PUBLIC_CONFIG_META_NAME } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { createSeededDatabase, setupTestApp, tempDir, testConfig } from './helper.ts';

/**
 * Issue 26, item 5: the API reference is generated from the routes' zod schemas, so it cannot drift;
 * a route without a response schema would be a hole in it (and in the serializer's checks).
 */
const ctx = setupTestApp({ env: { API_DOCS: 'true' } });

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDocument>();
}

/** Every API route the app registered, but the reader's own pages and files. */
function apiRoutes() {
  return ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
}

describe('the API reference (OpenAPI 3.1 from the zod contract)', () => {
  it('serves the reader at /api/docs with its own assets, no CHANNEL header needed', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Swagger UI's scripts come from this server (its package), never a CDN.
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^(https?:)?\/\//);
    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const init = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('"validatorUrl":null');
  });

  it('documents every API route with the response schemas it answers', async () => {
    const doc = await openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
      const success = Object.keys(response ?? {}).filter((status) => /^2\d\d$/.test(status));
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (success.length === 0 || !operation?.responses) {
        missing.push(name);
        continue;
      }
      for (const status of success) if (!operation.responses[status]) missing.push(`${name} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the catalogue error codes in the document: one ErrorResponse every error status points at', async () => {
    const doc = await openApiDocument();
    const errorResponse = JSON.stringify(doc.components?.schemas?.ErrorResponse);
    for (const code of ERROR_CODES) expect(errorResponse).toContain(`"${code}"`);
    const signIn = doc.paths['/api/auth/signin']?.post?.responses;
    expect(JSON.stringify(signIn?.['400'])).toContain('#/components/schemas/ErrorResponse');
  });
});

describe('the API reference in production', () => {
  /** Production refuses to start without a built site: a one-file stand-in. */
  function builtSite(): string {
    const dir = tempDir('casino-docs-site-');
    const meta = `<meta name="${PUBLIC_CONFIG_META_NAME}" content="" />`;
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head>${meta}</head><body></body></html>`,
    );
    return dir;
  }

  async function productionApp(env: Record<string, string>) {
    const config = testConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      WEB_DIST_DIR: builtSite(),
      ...env,
    });
    const testDb = await createSeededDatabase(config);
    const app = await buildApp(config, { db: testDb.db });
    await app.ready();
    return {
      app,
      async close() {
        await app.close();
        await testDb.destroy();
      },
    };
  }

  it('is not served without API_DOCS', async () => {
    const { app, close } = await productionApp({});
    try {
      for (const url of [
        '/api/docs',
        '/api/docs/',
        '/api/docs/json',
        '/api/docs/static/swagger-ui-bundle.js',
      ])
        expect({ url, status: (await app.inject({ method: 'GET', url })).statusCode }).toEqual({
          url,
          status: 404,
        });
    } finally {
      await close();
    }
  });

  it('is served with API_DOCS=true', async () => {
    const { app, close } = await productionApp({ API_DOCS: 'true' });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
