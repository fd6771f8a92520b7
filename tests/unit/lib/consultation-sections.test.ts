import { describe, expect, it } from 'vitest';
import { CONSULTATION_TABS } from '../../../src/screens/consultation/flow';
import { SECTION_SOURCES } from '../../../src/api/use-section-record';
import { CONSULTATION_SECTIONS, recordTabTitle, sectionTitle } from '../../../src/lib/consultation-sections';

describe('consultation sections', () => {
  it("names each section as the consultation's tabs do, the id itself when unknown", () => {
    expect(sectionTitle('extra-test')).toBe('Extra Tests');
    expect(sectionTitle('oculo-medical-history')).toBe('Oculo-Medical History');
    expect(sectionTitle('unknown-form')).toBe('unknown-form');
  });

  it('gives the consultation tabs and the section reads their titles, in the same order', () => {
    expect(CONSULTATION_TABS.slice(0, 7).map((tab) => tab.label)).toEqual(CONSULTATION_SECTIONS.slice(0, 7).map((s) => s.title));
    expect(SECTION_SOURCES.map((source) => [source.formId, source.title])).toEqual(CONSULTATION_SECTIONS.map((s) => [s.formId, s.title]));
  });

  it("keeps the View More modal's singular 'Extra Test' tab", () => {
    expect(recordTabTitle('extra-test')).toBe('Extra Test');
    expect(recordTabTitle('refraction')).toBe('Refraction');
  });
});
