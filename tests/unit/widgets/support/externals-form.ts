import type { RJSFSchema } from '@rjsf/utils';
import type { ExaminationCondition } from '../../../../src/widgets/form-context';
import { conditionDetail } from './reference-data';

/** An Externals-like form: one list of observations drawn by the grouped observations field. */
export const externalsSchema: RJSFSchema = {
  type: 'object',
  properties: { observations: { title: 'Externals', type: 'array', items: conditionDetail } },
};
export const externalsUiSchema = { observations: { 'ui:field': 'groupedObservations', 'ui:options': { type: 'external' } } };

/** An external condition of Lids › Position, recorded per eye with no options or scale unless `fields` say so. */
export const externalCondition = (fields: Partial<ExaminationCondition> & Pick<ExaminationCondition, 'id' | 'name'>): ExaminationCondition => ({
  type: 'external',
  group_name: 'Lids',
  subgroup: 'Position',
  per_eye: true,
  options: [],
  grading_scale: null,
  ...fields,
});
