import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formsPlugin } from './src/engine/build/forms-plugin.ts';
import { precompressPlugin } from './scripts/build/precompress-plugin.ts';
import { systemFontsPlugin } from './scripts/build/system-fonts-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), formsPlugin(), systemFontsPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
