import { externalsAdapter } from '../../../../src/api/adapters/externals';
import { describeObservationsAdapter } from './support/observations-adapter-cases';

describeObservationsAdapter('externals', externalsAdapter, 10);
