import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes whether it may by calling
// it once: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is a CSP violation
// the browser reports (Lighthouse best practices: "issues in the Issues panel"). jitless skips both.
// It must run before any schema is built, so apps import this module first.
z.config({ jitless: true });
