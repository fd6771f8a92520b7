import { caseHistoryAdapter } from './case-history';
import { externalsAdapter } from './externals';
import { internalsAdapter } from './internals';
import { oculoMedicalHistoryAdapter } from './oculo-medical-history';
import { patientRegistrationAdapter } from './patient-registration';
import { visualAcuityAdapter } from './visual-acuity';
import { refractionAdapter } from './refraction';
import { extraTestAdapter } from './extra-test';
import { diagnosisAdapter } from './diagnosis';
import { managementAdapter } from './management';
import { finalGradingAdapter } from './final-grading';
import { sectionMarksAdapter } from './section-marks';
import { absentRequestAdapter } from './absent-request';
import { clinicScheduleAdapter } from './clinic-schedule';
import { stockAdditionAdapter } from './stock-addition';
import { stockCountAdapter } from './stock-count';
import type { FormAdapter } from './types';

export type { AdapterContext, FormAdapter } from './types';

/** Every form's adapter, by form id (the folder name under `schemas/`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const adapters: Record<string, FormAdapter<any, any>> = {
  'patient-registration': patientRegistrationAdapter,
  'case-history': caseHistoryAdapter,
  'oculo-medical-history': oculoMedicalHistoryAdapter,
  'visual-acuity': visualAcuityAdapter,
  externals: externalsAdapter,
  internals: internalsAdapter,
  refraction: refractionAdapter,
  'extra-test': extraTestAdapter,
  diagnosis: diagnosisAdapter,
  management: managementAdapter,
  'final-grading': finalGradingAdapter,
  'section-marks': sectionMarksAdapter,
  'absent-request': absentRequestAdapter,
  'clinic-schedule': clinicScheduleAdapter,
  'stock-addition': stockAdditionAdapter,
  'stock-count': stockCountAdapter,
};
