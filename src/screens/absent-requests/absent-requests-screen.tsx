import { useCallback, useState } from 'react';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { actionAbsentRequest, type AbsentRequest, type AbsentRequestStatus } from '../../api/absences';
import { useAbsentRequests } from '../../api/use-absent-requests';
import { ApiError } from '../../api/http-client';
import { errorMessageOf, saveFailureText } from '../../lib/format-error';
import { RoleGate } from '../../ui/role-gate';
import { SafeConfirmDialog } from '../../ui/safe-confirm-dialog';
import { useToast } from '../../ui/toast-context';
import { MakeRequestDialog } from './make-request-dialog';
import { RequestTable, requestName, type RequestDecision } from './request-table';

/** Consultation §8 failure messages, and what success says. */
export const DECISION_TEXT: Record<RequestDecision, { verb: string; failed: string; done: string }> = {
  approved: { verb: 'Approve', failed: 'Failed to approve request', done: 'Request approved' },
  rejected: { verb: 'Decline', failed: 'Failed to decline request', done: 'Request declined' },
};

/**
 * A refusal the person can act on (409: e.g. the person is on the clinic schedule that day) adds the server's reason
 * to the fixed failure text; every other failure says the fixed text alone.
 */
function conflictReason(error: unknown, failed: string): string {
  return error instanceof ApiError && error.status === 409 ? `${failed}: ${errorMessageOf(error)}` : failed;
}

const TABS: { status: AbsentRequestStatus; header: string }[] = [
  { status: 'pending', header: 'Pending' },
  { status: 'approved', header: 'Approved' },
  { status: 'rejected', header: 'Rejected' },
];

/**
 * /absent-request (consultation §2, §4): the reader's own requests and those they may action, in tabs Pending,
 * Approved and Rejected; 'Make Request' for the roles that request; Approve and Decline on the pending requests the
 * reader may action, each after a confirmation.
 */
export function AbsentRequestsScreen() {
  const { data, error, isLoading, mutate } = useAbsentRequests();
  const toast = useToast();
  const [making, setMaking] = useState(false);
  // The request being confirmed; kept after the question closes so that its text does not change while it fades.
  const [pending, setPending] = useState<{ row: AbsentRequest; decision: RequestDecision } | null>(null);
  const [asking, setAsking] = useState(false);

  const onDecide = useCallback((row: AbsentRequest, decision: RequestDecision) => {
    setPending({ row, decision });
    setAsking(true);
  }, []);

  const confirm = async () => {
    if (!pending || !asking) return;
    const { row, decision } = pending;
    setAsking(false);
    try {
      await actionAbsentRequest(row.id, decision);
      toast.success(DECISION_TEXT[decision].done);
    } catch (error) {
      toast.error(conflictReason(error, saveFailureText(error, DECISION_TEXT[decision].failed)));
    }
    // Either way the list is read again: a request actioned by someone else meanwhile shows where it now is.
    await mutate();
  };

  const rows = data ?? [];
  return (
    <div className="absent-requests-screen">
      <div className="screen-header">
        <h1>Absent Request</h1>
        <RoleGate action="absence.request">
          <Button type="button" label="Make Request" icon="pi pi-plus" onClick={() => setMaking(true)} />
        </RoleGate>
      </div>
      {error ? (
        <div role="alert" className="form-error">
          <p>Error: {errorMessageOf(error)}</p>
          <Button type="button" label="Retry" size="small" outlined onClick={() => void mutate()} />
        </div>
      ) : (
        <TabView>
          {TABS.map((tab) => (
            <TabPanel key={tab.status} header={tab.header}>
              <RequestTable status={tab.status} rows={rows.filter((row) => row.status === tab.status)} loading={isLoading} onDecide={onDecide} />
            </TabPanel>
          ))}
        </TabView>
      )}
      <MakeRequestDialog
        visible={making}
        onClose={() => setMaking(false)}
        onSubmitted={() => {
          setMaking(false);
          void mutate();
        }}
      />
      <SafeConfirmDialog
        header={pending ? `${DECISION_TEXT[pending.decision].verb} request` : ''}
        visible={asking}
        confirmLabel={pending ? DECISION_TEXT[pending.decision].verb : ''}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {pending && (
          <p>
            {DECISION_TEXT[pending.decision].verb} the absence request of {requestName(pending.row)}? This cannot be undone.
          </p>
        )}
      </SafeConfirmDialog>
    </div>
  );
}
