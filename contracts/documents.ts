/** Contracts of the printable documents of an appointment (issue 22, item 6; docs/api.md "Printable documents"). */
import { closedObject, TEXT } from './shapes';

/** The documents an appointment may have, by the last part of their path (`/api/documents/{appointment}/{kind}.pdf`). */
export const DOCUMENT_KINDS = ['spectacle-prescription', 'referral-letter'] as const;

export const AppointmentDocuments = {
  $id: 'AppointmentDocuments',
  ...closedObject(
    null,
    {
      documents: {
        type: 'array',
        maxItems: DOCUMENT_KINDS.length,
        description: "The documents the appointment's latest management plan gives, in this order: the spectacle prescription, the referral letter.",
        items: closedObject('AppointmentDocument', {
          kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
          title: { ...TEXT(64), description: "What the document is called: 'Spectacle prescription', 'Referral letter'." },
          url: { ...TEXT(200), description: 'Where its PDF is read (with the same token).' },
        }),
      },
    },
    'The printable documents of one appointment.',
  ),
} as const;

export const DOCUMENT_CONTRACTS = [AppointmentDocuments];
