/**
 * The section manifest (schemas/consultation/sections.json) is the only place that names a section's REST path:
 * the browser app, the server, the scripts and the test helpers take every save and read path from it. Contract
 * tests that hold the specification's literal paths are not scanned.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECTION_MANIFEST } from '../../../src/lib/consultation-sections';
import { findSectionPaths, scanForSectionPaths, sectionPathPatterns } from '../../support/section-path-scan';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['src', 'server', 'scripts', 'config', 'bench', 'tests/server/helpers', 'tests/e2e/support', 'tests/support'];
const patterns = sectionPathPatterns(SECTION_MANIFEST);

describe('section REST paths', () => {
  it('are written nowhere in src/, server/, scripts/, config/, bench/ or the test helpers but the section manifest', () => {
    expect(scanForSectionPaths(ROOT, SCANNED, patterns)).toEqual([]);
  });

  it('are found however code writes the appointment, and not in comments', () => {
    const planted = [
      "const save = '/tests/api/case-history/';",
      'const read = `/api/tests/api/refraction/${appointment.id}/`;',
      "app.get('/api/diagnosis/:id/view/', handler);",
      "fetch('/management/12/');",
      'const latest = `/tests/api/patient-history/latest/?patient=${patient}`;',
      '// POST /tests/api/visual-acuity/ (a comment)',
      "const codes = '/diagnosis/codes/';",
    ].join('\n');
    expect(findSectionPaths(planted, patterns).sort()).toEqual(
      [
        '/tests/api/case-history/',
        '/tests/api/refraction/${appointment.id}/',
        '/diagnosis/:id/view/',
        '/management/12/',
        '/tests/api/patient-history/latest/',
        // The save path is the start of the latest one: found as well.
        '/tests/api/patient-history/',
      ].sort(),
    );
  });
});
