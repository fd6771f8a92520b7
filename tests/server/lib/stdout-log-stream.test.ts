/**
 * The server's log on standard output never waits for its reader: lines past the backlog are dropped and counted,
 * the count is logged once the output takes lines again, and an output error (EPIPE) is swallowed.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { stdoutLogStream, type LogOutput } from '../../../server/lib/logging';

/** An output whose pending bytes the test sets, recording what was written. */
function fakeOutput() {
  const emitter = new EventEmitter();
  const written: string[] = [];
  const output = {
    writableLength: 0,
    destroyed: false,
    write: (line: string) => written.push(line) > 0,
    on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
  };
  return { output: output as unknown as LogOutput & typeof output, written, emitter };
}

describe('stdoutLogStream', () => {
  it('writes lines while the backlog is small, drops them past it, then says how many were dropped', () => {
    const { output, written } = fakeOutput();
    const log = stdoutLogStream(output, 100);
    log.write('one\n');
    output.writableLength = 101;
    log.write('two\n');
    log.write('three\n');
    expect(written).toEqual(['one\n']);
    output.writableLength = 0;
    log.write('four\n');
    expect(written).toHaveLength(3);
    expect(JSON.parse(written[1]!)).toMatchObject({ level: 40, msg: '2 log lines dropped: standard output was not read' });
    expect(written[2]).toBe('four\n');
  });

  it('carries on when the output fails (its reader gone) and writes nothing once it is destroyed', () => {
    const { output, written, emitter } = fakeOutput();
    const log = stdoutLogStream(output);
    expect(() => emitter.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).not.toThrow();
    output.destroyed = true;
    log.write('lost\n');
    expect(written).toEqual([]);
  });
});
