import { z } from 'zod';

/**
 * In the browser zod makes its schemas without its compiled fast path. To learn whether it may compile a
 * parser, zod calls `new Function` when it makes an object schema; the shop's CSP (script-src 'self') refuses
 * it, and though zod catches the refusal the browser reports it (a console issue; Lighthouse's best practices
 * 96 on the shipping step). The browser parses a form now and then: the slower path costs it nothing. The
 * server keeps the fast path. zod decides when a schema is made, so every schema module imports this first,
 * through common.ts (policy-page.ts directly).
 */
if ('document' in globalThis) z.config({ jitless: true });
