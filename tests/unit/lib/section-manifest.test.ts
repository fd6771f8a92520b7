/**
 * The browser app builds its consultation from the section manifest (schemas/consultation/sections.json, bundled at
 * build time): a section added as one manifest entry (tests/fixtures/new-section) is a tab of the consultation
 * step, in the forward and Back order, saved and read at its manifest paths, with its empty-record text and its
 * View More tab. The server side of the same addition: tests/server/manifest/add-a-section.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sectionSources } from '../../../src/api/use-section-record';
import { SECTION_MANIFEST } from '../../../src/lib/consultation-sections';
import { readPath, savePath, sectionOf } from '../../../src/lib/section-manifest';
import { consultationTabs, nextPosition, previousPosition } from '../../../src/screens/consultation/flow';
import { NEW_SECTION, withNewSection } from '../../support/new-section';

const manifest = withNewSection(SECTION_MANIFEST);

describe('the section manifest in the browser app', () => {
  it('lists the shipped sections in the consultation order, with the View More tabs and the specification texts', () => {
    expect(SECTION_MANIFEST.sections.map((entry) => [entry.formId, entry.step])).toEqual([
      ['case-history', 'consultation'],
      ['oculo-medical-history', 'consultation'],
      ['visual-acuity', 'consultation'],
      ['externals', 'consultation'],
      ['internals', 'consultation'],
      ['refraction', 'consultation'],
      ['extra-test', 'consultation'],
      ['diagnosis', 'diagnosis'],
      ['management', 'management'],
    ]);
    expect(sectionOf(SECTION_MANIFEST, 'extra-test')?.recordTab).toBe('Extra Test');
    expect(sectionOf(SECTION_MANIFEST, 'refraction')?.failure).toEqual({ text: 'Failed to save refraction results. Please try again.', kind: 'dialog' });
  });

  it('fills the ids of a path: the appointment in the path, the patient in the query', () => {
    const history = sectionOf(SECTION_MANIFEST, 'oculo-medical-history')!;
    expect(readPath(history, { appointment: 7, patient: 3 })).toBe('/tests/api/patient-history/latest/?patient=3');
    expect(savePath(sectionOf(SECTION_MANIFEST, 'refraction')!, { appointment: 7 })).toBe('/tests/api/refraction/7/');
  });

  it('makes a section added as one manifest entry a tab of the consultation step, before the guide', () => {
    const tabs = consultationTabs(manifest);
    expect(tabs.map((tab) => tab.label)).toEqual([
      'Case History', 'Oculo-Medical History', 'Visual Acuity', 'Externals', 'Internals', 'Refraction', 'Extra Tests', 'Eye Strain',
      'Case Management Guide',
    ]);
    expect(tabs.find((tab) => tab.id === NEW_SECTION.formId)?.formId).toBe(NEW_SECTION.formId);
  });

  it('puts the added section in the forward and Back order: after extra tests, before the diagnosis step', () => {
    const tabs = consultationTabs(manifest);
    expect(nextPosition({ step: 'consultation', tab: 'extra-tests' }, tabs)).toEqual({ step: 'consultation', tab: 'eye-strain' });
    expect(nextPosition({ step: 'consultation', tab: 'eye-strain' }, tabs)).toEqual({ step: 'diagnosis', tab: 'eye-strain' });
    expect(previousPosition({ step: 'diagnosis', tab: 'case-history' }, tabs)).toEqual({ step: 'consultation', tab: 'eye-strain' });
  });

  it('reads the added section at its manifest path, with its empty-record text and View More tab', () => {
    const source = sectionSources(manifest).find((entry) => entry.formId === NEW_SECTION.formId)!;
    expect(source.path(12, 4)).toBe('/tests/api/eye-strain/12/');
    expect(source.emptyText).toBe('No eye strain record found.');
    expect(source.isEmpty).toBeUndefined();
    expect(savePath(NEW_SECTION, { appointment: 12 })).toBe('/tests/api/eye-strain/');
    expect(sectionOf(manifest, NEW_SECTION.formId)?.recordTab).toBe('Eye Strain');
  });
});
