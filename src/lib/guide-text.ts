/** A block of a markdown-like guide text: a paragraph, or a list of bullets. */
export type GuideBlock = { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] };

/**
 * Reads a guide text (schemas/meta/case-guides.json): blocks split by blank lines; in a block, lines starting with
 * '- ' are bullets, other lines join into a paragraph. Nothing else is markup.
 */
export function guideBlocks(text: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  let paragraph: string[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (bullets.length > 0) blocks.push({ kind: 'bullets', items: bullets });
    paragraph = [];
    bullets = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      bullets.push(line.slice(2).trim());
    } else {
      if (bullets.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
