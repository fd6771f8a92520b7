import { describe, expect, it } from 'vitest';
import { fileApiPath, publicIdOfFileUrl } from '../../../src/lib/file-links';

const ID = 'q3Vd0mPzX1aL9bN2cR4tYw';

describe('file links', () => {
  it('names a file by its API path', () => {
    expect(fileApiPath(ID)).toBe(`/api/files/${ID}/`);
    expect(fileApiPath('a/b')).toBe('/api/files/a%2Fb/');
  });

  it.each([
    [`http://localhost:3000/api/files/${ID}/`, ID],
    [`https://[::1]:8443/api/files/${ID}/`, ID],
    [`/api/files/${ID}/`, ID],
    [`/api/files/${ID}`, ID],
    [`https://clinic.example/api/files/${ID}/?download=1`, ID],
    [ID, null],
    ['https://clinic.example/api/files/', null],
    [`https://clinic.example/api/files/${ID}/more/`, null],
    [`https://clinic.example/other/api/files/${ID}/`, null],
    [`javascript:alert(1)//api/files/${ID}/`, null],
  ])('reads the public id of %s', (url, id) => {
    expect(publicIdOfFileUrl(url)).toBe(id);
  });
});
