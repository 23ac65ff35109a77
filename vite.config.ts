import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isLocale, type Locale } from './src/shared/i18n/locales.js';
import { shopMessages } from './src/client/i18n/vite-messages.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The browser's files are compressed once, at the highest levels, when they are built: the server sends
 * `x.js.br` or `x.js.gz` for `x.js` (@fastify/static's preCompressed) instead of compressing on every
 * request at the fast, larger levels (docs/decisions/019-page-weight.md).
 */
function precompress(): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      const files = await readdir(dir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|svg|json|txt|xml)$/.test(file))
          .map(async (file) => {
            const full = path.join(dir, file);
            const body = await readFile(full);
            if (body.length < 1024) return;
            const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
            await writeFile(`${full}.br`, await brotli(body, { params }));
            await writeFile(`${full}.gz`, await gzipped(body, { level: 9 }));
          }),
      );
    },
  };
}

/** The chunks that keep their names: the entry, the bundler's runtime, and the admin area's. */
const KEEP_NAMES = /^(index|rolldown-runtime)$|admin/i;

const THEME_VARIABLES = 'virtual:theme-variables.css';

/**
 * Small modules the lazily loaded pages share, each of which Rolldown would put in a chunk of its own (it makes
 * one per set of pages that use a module): a few hundred bytes of code each, with as many bytes of HTTP headers
 * again. Kept together, a page that needs some loads one file (docs/decisions/019-page-weight.md). `common`: the
 * plain cards and lists most pages use, the toasts and the delivery line; `steps`: the checkout's steps and
 * choices (shipping, payment, place order); `checkout`: what the checkout, order and profile pages share, the
 * signed-in header's menus among it; `details`: the dates, badges and WhatsApp links of the product and order
 * pages; `order`: an order's parts that the order page shares with the admin's and the guest's link (its
 * timeline, documents, recipient, status texts) and those it loads later (cancelling, paying). A module
 * taken into a group brings the modules it imports (outside the entry and the other groups) along, and a page
 * that uses one module of a group loads all of it: each list names only modules whose imports the entry or
 * another group already has, used by the same pages (tests/server/chunk-groups.test.ts).
 */
export const SHARED_GROUPS = {
  common: [
    'client/components/PlainList.tsx',
    'client/components/PlainCard.tsx',
    'client/components/SectionCard.tsx',
    'client/lib/mutation-options.ts',
    'client/lib/toasts.ts',
    'client/features/orders/use-delivery.ts',
    'shared/gst-label.ts',
    'shared/variants.ts',
  ],
  steps: [
    'client/components/RequireCheckout.tsx',
    'client/components/CheckoutSteps.tsx',
    'client/components/PlainChoice.tsx',
    'client/components/PlainCheckbox.tsx',
    'client/components/PlainRadio.tsx',
    'client/i18n/*/checkout.ts',
  ],
  checkout: [
    'client/components/HeldPage.tsx',
    'client/components/ControlsAfterHydration.tsx',
    'client/components/PlainMenu.tsx',
    'client/layout/AccountMenus.tsx',
    'client/state/cart-sync.ts',
    'client/features/account/address-names.ts',
    'client/features/orders/order-access.ts',
    'client/features/payments/labels.ts',
    'client/i18n/*/address.ts',
    'client/i18n/*/paymentMethods.ts',
    'client/i18n/*/menus.ts',
    'shared/phone.ts',
    'shared/india.ts',
  ],
  details: ['client/lib/format.ts', 'client/components/StatusBadge.tsx', 'shared/whatsapp.ts'],
  order: [
    'client/features/orders/OrderProgress.tsx',
    'client/features/orders/OrderTimeline.tsx',
    'client/features/payments/OrderPaymentSlot.tsx',
    'client/features/orders/OrderDocuments.tsx',
    'client/features/orders/OrderRecipient.tsx',
    'client/features/orders/download-invoice.ts',
    'client/admin/lib/tones.ts',
    'client/components/PlainTable.tsx',
    'client/features/orders/order-status-text.ts',
    'client/i18n/*/order-status.ts',
    'client/i18n/*/order.ts',
    'client/features/orders/CancelOrderButton.tsx',
    'shared/payments.ts',
  ],
};

/** A test of module ids (Vite writes them with /) for a group: its files under src/, `*` standing for a language's folder. */
export function sourceFiles(files: readonly string[]): RegExp {
  const escaped = files.map((file) => file.replaceAll('.', '\\.').replace('*', '[a-z]+'));
  return new RegExp(`/src/(${escaped.join('|')})$`);
}

/** @trpc/client's WebSocket link module (dist/wsLink-<hash>.mjs). */
const TRPC_WEBSOCKET_LINK = /[\\/]@trpc[\\/]client[\\/]dist[\\/]wsLink-[\w-]+\.mjs$/;

/** `import 'virtual:theme-variables.css'` is the theme's CSS variables, built from src/client/theme.ts. */
function themeVariables(): Plugin {
  return {
    name: 'shop-theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES ? `\0${THEME_VARIABLES}` : undefined),
    async load(id) {
      if (id !== `\0${THEME_VARIABLES}`) return undefined;
      const { themeVariablesCss } = await import('./src/client/theme-variables.js');
      return themeVariablesCss();
    },
  };
}

/** `<html lang="…">` of the language's index.html. */
function pageLanguage(language: Locale): Plugin {
  return {
    name: 'shop-page-language',
    transformIndexHtml: (html) => html.replace('<html lang="en"', `<html lang="${language}"`),
  };
}

// `vite build` makes the browser's bundle in dist/client; `vite build --ssr entry-server.tsx` the
// server renderer's in dist/ssr (docs/decisions/016-server-rendering.md). Each is built once per language:
// `--mode hi` makes the Hindi ones, in dist/client-hi and dist/ssr-hi (docs/decisions/057-storefront-languages.md).
export default defineConfig(({ isSsrBuild, mode }) => {
  const language: Locale = isLocale(mode) ? mode : 'en';
  const suffix = language === 'en' ? '' : `-${language}`;
  const common = [react(), themeVariables(), shopMessages(language, import.meta.dirname), pageLanguage(language)];
  return {
  root: 'src/client',
  publicDir: 'public',
  plugins: isSsrBuild ? common : [...common, precompress()],
  // The server renderer bundles its dependencies (React among them) built for production, whatever the
  // server's NODE_ENV: React's development build renders several times slower.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: isSsrBuild ? `../../dist/ssr${suffix}` : `../../dist/client${suffix}`,
    emptyOutDir: true,
    sourcemap: true,
    // The icons and robots.txt are the same in every language: served from the English build.
    copyPublicDir: !isSsrBuild && language === 'en',
    // No modulepreload polyfill in the page's entry: every browser since Chrome 66, Firefox 115 and Safari 17
    // preloads modules itself, and an older one still loads each module when it is imported, only later
    // (docs/decisions/019-page-weight.md).
    modulePreload: { polyfill: false },
    // Every module the page's entry imports statically goes into the entry's one chunk. Those run on every
    // page anyway; left to itself Rolldown split the ones that lazily loaded routes share into chunks of
    // their own (it does not see that the entry is always loaded first): seven requests on the home page
    // instead of one, each with its own headers, and a worse compression ratio (docs/decisions/019-page-weight.md).
    //
    // The lazily loaded chunks are named by their hash alone: the entry lists every one of them (with the
    // files each needs) so the browser can fetch a route's files together, and their names were a tenth of
    // the first page's script budget. The entry (index-*), the runtime and the admin chunks keep their names:
    // the stylesheet and the budget checks find them by it (docs/decisions/019-page-weight.md).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            // @trpc/client's WebSocket link, which the shop does not use, is bundled all the same: its module
            // sets a static field of its class when it is evaluated, which the bundler must assume matters.
            // Declared free of side effects, it goes when nothing imports it: 1 KB of the first page's 120
            // (docs/decisions/057-storefront-languages.md; tests/e2e/staged-boot.test.ts checks it is gone and
            // every browser test that the rest of tRPC works).
            treeshake: { moduleSideEffects: (id: string) => (TRPC_WEBSOCKET_LINK.test(id) ? false : undefined) },
            output: {
              chunkFileNames: (chunk: { name: string }) => (KEEP_NAMES.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
              codeSplitting: {
                groups: [
                  { name: 'index', tags: ['$initial'] },
                  ...Object.entries(SHARED_GROUPS).map(([name, files]) => ({ name, test: sourceFiles(files) })),
                ],
              },
            },
          },
        }),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  };
});
