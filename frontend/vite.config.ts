import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('../lambdas/contract', import.meta.url)),
    },
  },
  server: { strictPort: true, host: '127.0.0.1' },
  preview: { strictPort: true, host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
