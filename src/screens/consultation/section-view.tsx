import { CaseGuideTab } from './sections/case-guide-tab';
import { DiagnosisStep } from './sections/diagnosis-step';
import { ExtraTestsTab } from './sections/extra-tests-tab';
import { ManagementStep } from './sections/management-step';
import { SchemaSectionTab } from './sections/schema-section-tab';
import type { SectionTabProps } from './section-tab-props';
import type { TabId } from './flow';

export type SectionId = TabId | 'diagnosis' | 'management';

/** One section of the consultation by id: the generic schema tab, or the section's own component. */
export function SectionView({ section, ...props }: SectionTabProps & { section: SectionId }) {
  switch (section) {
    case 'diagnosis':
      return <DiagnosisStep {...props} />;
    case 'management':
      return <ManagementStep {...props} />;
    case 'extra-tests':
      return <ExtraTestsTab {...props} />;
    case 'case-management-guide':
      return <CaseGuideTab {...props} />;
    default:
      return <SchemaSectionTab key={section} formId={section} {...props} />;
  }
}
