import shippedSchema from '../../../schemas/internals/schema.json';
import { createObservationsAdapter } from './observations';

/** Internal observations: `GET`/`POST /tests/api/internal-observations/{appointment}/`. */
export const internalsAdapter = createObservationsAdapter(shippedSchema);
