/**
 * Where the server's log goes: standard output, written without ever blocking (below). What the log may hold. Request URLs carry patient names and phone numbers in their query string
 * (`?search=Ama Owusu`), so a request is logged by its path alone; bodies are never logged; an error is logged
 * by its type, code, message and stack, not every property it carries (a database error's `detail` quotes the
 * row's values).
 */
import type { FastifyRequest } from 'fastify';

export interface LogStream {
  write(line: string): void;
}

/** The path of a request URL, without its query string or fragment. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: pathOnly(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error & { code?: unknown; statusCode?: unknown }) {
    return {
      type: error.name,
      message: error.message,
      stack: error.stack ?? '',
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    };
  },
};

/** Log bytes kept waiting while standard output takes nothing (a reader stopped or gone); past this, lines are dropped. */
export const LOG_BACKLOG_BYTES = 4 * 1024 * 1024;

/** The standard-output side the log writes to (process.stdout; a stand-in in tests). */
export type LogOutput = Pick<NodeJS.WriteStream, 'write' | 'on' | 'writableLength' | 'destroyed'>;

/**
 * The server's log on standard output, written so that it can never stop the server or its exit. pino's own
 * destination writes synchronously and, while a pipe is full (its reader stopped, or gone while another process
 * keeps it open), retries forever on the main thread: requests, signals and the exit then wait for a reader that
 * never comes. process.stdout queues instead (it writes pipes and sockets without blocking, files and terminals at
 * once); the queue is bounded by `backlog` bytes, past which lines are dropped and their number logged once the
 * output takes lines again. A reader that has gone (EPIPE) ends nothing: the lines are lost, the server goes on.
 */
export function stdoutLogStream(output: LogOutput = process.stdout, backlog = LOG_BACKLOG_BYTES): LogStream {
  let dropped = 0;
  output.on('error', () => {
    // EPIPE and the like: nobody reads the log any more; nothing to do but carry on.
  });
  return {
    write(line: string) {
      if (output.destroyed) return;
      if (output.writableLength > backlog) {
        dropped += 1;
        return;
      }
      if (dropped > 0) {
        const notice = { level: 40, time: Date.now(), msg: `${dropped} log lines dropped: standard output was not read` };
        output.write(`${JSON.stringify(notice)}\n`);
        dropped = 0;
      }
      output.write(line);
    },
  };
}

/** Fastify's `logger` option: pino at `level` with the serializers above, to `stream` (the server: `stdoutLogStream`). */
export function loggerOptions(level: string, stream?: LogStream) {
  return { level, serializers: LOG_SERIALIZERS, ...(stream ? { stream } : {}) };
}
