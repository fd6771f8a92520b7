/** The pure parts of upload handling: type detection by magic numbers, file names, Content-Disposition. */
import { describe, expect, it } from 'vitest';
import { cleanFileName, inlineDisposition, sniffContentType } from '../../server/services/uploads';
import { PDF_BYTES, PNG_BYTES } from './helpers/sections';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffContentType', () => {
  it.each([
    ['image/png', PNG_BYTES],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['image/bmp', bytes('BM', [0x46, 0, 0, 0], [0, 0, 0, 0], [0x36, 0, 0, 0])],
    ['image/tiff', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['image/tiff', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8])],
    ['application/pdf', PDF_BYTES],
  ])('recognises %s', (type, head) => {
    expect(sniffContentType(head)).toBe(type);
  });

  it.each([
    ['plain text', bytes('Hello, this is text')],
    ['text starting with BM', bytes('BMW service notes\n')],
    ['a RIFF that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html><script>')],
    ['a ZIP', bytes([0x50, 0x4b, 0x03, 0x04])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffContentType(head)).toBeNull();
  });
});

describe('file names', () => {
  it('keeps the base name only, without control characters, at most 255 characters', () => {
    expect(cleanFileName('C:\\scans\\oct.png')).toBe('oct.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    expect([...cleanFileName('é'.repeat(300))]).toHaveLength(255);
  });

  it('names the file in Content-Disposition for old and new clients alike', () => {
    expect(inlineDisposition('oct.png')).toBe(`inline; filename="oct.png"; filename*=UTF-8''oct.png`);
    expect(inlineDisposition('a "b"\\c%.pdf')).toBe(`inline; filename="a _b__c_.pdf"; filename*=UTF-8''a%20%22b%22%5Cc%25.pdf`);
    expect(inlineDisposition('ré.pdf')).toBe(`inline; filename="r_.pdf"; filename*=UTF-8''r%C3%A9.pdf`);
  });
});
