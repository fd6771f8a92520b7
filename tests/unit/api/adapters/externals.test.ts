import { adapters } from '../../../../src/api/adapters';
import { describeObservationsAdapter } from './support/observations-adapter-cases';

describeObservationsAdapter('externals', adapters['externals']!, 10);
