import { describe, expect, it } from 'vitest';
import { guideBlocks } from '../../../src/lib/guide-text';

describe('guideBlocks (markdown-like guide texts)', () => {
  it('reads paragraphs split by blank lines and lines starting with "- " as bullets', () => {
    expect(guideBlocks('Refer the same day\nfor acute angle closure.\n\n- Pressure\n- Disc\nThen fields.')).toEqual([
      { kind: 'paragraph', text: 'Refer the same day for acute angle closure.' },
      { kind: 'bullets', items: ['Pressure', 'Disc'] },
      { kind: 'paragraph', text: 'Then fields.' },
    ]);
  });

  it('keeps any other markup as text', () => {
    expect(guideBlocks('<b>bold</b> *not emphasis*')).toEqual([{ kind: 'paragraph', text: '<b>bold</b> *not emphasis*' }]);
  });
});
