import { adapters } from '../../../../src/api/adapters';
import { describeObservationsAdapter } from './support/observations-adapter-cases';

describeObservationsAdapter('internals', adapters['internals']!, 122);
