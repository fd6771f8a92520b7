/** Contracts of the system routes: the liveness check. */
import { closedObject } from './shapes';

export const Health = {
  $id: 'Health',
  ...closedObject(null, {
    status: { type: 'string', const: 'ok' },
    disk: {
      type: 'string',
      enum: ['ok', 'low'],
      description: "low: the data folder's filesystem has less free space than LOW_DISK_MB (a warning is logged).",
    },
  }),
} as const;

export const SYSTEM_CONTRACTS = [Health];
