/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of the build, so the server
 * answers text assets compressed without spending CPU per request (@fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Vite's manifest folder is read by tools, never served.
      if (entry.name !== '.vite') yield* filesUnder(path);
    } else if (entry.isFile()) yield path;
  }
}

/** Compresses every compressible file under `dir`; returns the files written. */
export function precompressFolder(dir: string): string[] {
  const written: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    // A copy no smaller than the original is useless: the server then sends the original.
    if (br.length < source.length) written.push(writeCopy(`${file}.br`, br));
    if (gz.length < source.length) written.push(writeCopy(`${file}.gz`, gz));
  }
  return written;
}

function writeCopy(path: string, data: Buffer): string {
  writeFileSync(path, data);
  return path;
}

/** Vite plugin: precompresses the output folder once the bundle is written (build only). */
export function precompressPlugin(): Plugin {
  return {
    name: 'sightline-precompress',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) precompressFolder(options.dir);
    },
  };
}
