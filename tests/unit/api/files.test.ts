import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, fileIdOf, filePath, openFile, OPENED_FILE_URL_MS, uploaderFor, uploadFile } from '../../../src/api/files';
import { ApiError } from '../../../src/api/http-client';
import { headerOf, json, stubFetch } from '../support/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

const PUBLIC_ID = 'q3Vd0mPzX1aL9bN2cR4tYw';
const pdf = () => new File(['%PDF-1.7'], 'oct-scan.pdf', { type: 'application/pdf' });

describe('files', () => {
  it('sends the file with its appointment as multipart/form-data and answers the public id', async () => {
    const fetch = stubFetch(() => json({ id: PUBLIC_ID, name: 'oct-scan.pdf', content_type: 'application/pdf', size: 8 }, 201));
    await expect(uploadFile(pdf(), 42)).resolves.toEqual({ id: PUBLIC_ID, name: 'oct-scan.pdf', content_type: 'application/pdf', size: 8 });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/files/');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    // The appointment comes first: the server checks it before it reads the file.
    expect([...body.keys()]).toEqual(['appointment', 'file']);
    expect(body.get('appointment')).toBe('42');
    expect((body.get('file') as File).name).toBe('oct-scan.pdf');
    // The browser sets the multipart boundary itself; a JSON type would break the body.
    expect(headerOf(init, 'content-type')).toBeNull();
  });

  it('rejects a refused upload with the API error (the hourly limit)', async () => {
    stubFetch(() => json({ detail: 'Upload limit reached: at most 30 files per hour. Try again in 12 minutes.' }, 429));
    const error = await uploadFile(pdf(), 42).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429 });
  });

  it('gives the widget an upload service bound to the appointment, keeping only id and name', async () => {
    const fetch = stubFetch(() => json({ id: PUBLIC_ID, name: 'oct-scan.pdf', content_type: 'application/pdf', size: 8 }, 201));
    await expect(uploaderFor(7)(pdf())).resolves.toEqual({ id: PUBLIC_ID, name: 'oct-scan.pdf' });
    expect((fetch.mock.calls[0]![1]?.body as FormData).get('appointment')).toBe('7');
  });

  it('reads a file at its public id, as a Blob', async () => {
    expect(filePath(PUBLIC_ID)).toBe(`/files/${PUBLIC_ID}/`);
    expect(filePath('a/b')).toBe('/files/a%2Fb/');
    const fetch = stubFetch(() => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await fetchFile(PUBLIC_ID);
    expect(fetch.mock.calls[0]![0]).toBe(`/api/files/${PUBLIC_ID}/`);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(blob.type).toBe('application/pdf');
  });

  it("reads a listed test's file URL from this app's API, whatever host the URL names", async () => {
    expect(fileIdOf(`https://clinic.example/api/files/${PUBLIC_ID}/`)).toBe(PUBLIC_ID);
    expect(fileIdOf(`/api/files/${PUBLIC_ID}/`)).toBe(PUBLIC_ID);
    expect(fileIdOf(PUBLIC_ID)).toBe(PUBLIC_ID);
    const fetch = stubFetch(() => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    await fetchFile(`https://elsewhere.example/api/files/${PUBLIC_ID}/`);
    expect(fetch.mock.calls[0]![0]).toBe(`/api/files/${PUBLIC_ID}/`);
  });

  it('opens a file in a new tab from an object URL, released a minute later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    stubFetch(() => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const create = vi.fn((_blob: Blob) => 'blob:http://localhost/1');
    const revoke = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      await openFile(`http://localhost/api/files/${PUBLIC_ID}/`);
      expect(create.mock.calls[0]![0]).toMatchObject({ type: 'application/pdf', size: 8 });
      expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank', 'noopener');
      expect(revoke).not.toHaveBeenCalled();
      vi.advanceTimersByTime(OPENED_FILE_URL_MS);
      expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
    } finally {
      open.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
      vi.useRealTimers();
    }
  });

  it('rejects a refused read with the API error', async () => {
    stubFetch(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    await expect(fetchFile(PUBLIC_ID)).rejects.toMatchObject({ status: 403 });
  });
});
