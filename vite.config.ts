import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build` makes the browser's bundle in dist/client; `vite build --ssr entry-server.tsx` the
// server renderer's in dist/ssr (docs/decisions/016-server-rendering.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
