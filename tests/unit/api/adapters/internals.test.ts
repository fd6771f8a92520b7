import { internalsAdapter } from '../../../../src/api/adapters/internals';
import { describeObservationsAdapter } from './support/observations-adapter-cases';

describeObservationsAdapter('internals', internalsAdapter, 122);
