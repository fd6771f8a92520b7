import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { formsPlugin } from './src/engine/build/forms-plugin.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), formsPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A worker per core: vitest's default leaves one core to its main process, which is idle once the
          // first files have been transformed (on a two-core machine that halves the suite's speed).
          maxWorkers: '100%',
          setupFiles: ['tests/unit/setup.ts'],
          // A whole screen rendered in jsdom on a shared, loaded machine can take several seconds; a limit is not a
          // speed check (benchmarks in bench/ are).
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // Several server processes share one PostgreSQL database, never one SQLite file: that folder runs (and is
          // wanted, see scripts/test-server.mjs) only on the PostgreSQL run.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['tests/server/multi-process/**'],
          environment: 'node',
          // One migrated and seeded database per run, copied for each test app.
          globalSetup: ['tests/server/helpers/prepared-template.ts'],
          // A worker per core (see unit): each file has its own database and app, and waits on the database too.
          maxWorkers: '100%',
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
          // Two files at a time: each starts its own server and Chromium over its own data folder, and most of a file's
          // time is waiting on one or the other (measured: 42 files in 490 s against 586 s one at a time).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
