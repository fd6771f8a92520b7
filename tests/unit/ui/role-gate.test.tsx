import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleGate, RoleProvider } from '../../../src/ui/role-gate';

function renderGate(role: string | null) {
  render(
    <RoleProvider role={role}>
      <RoleGate action="schedule.create" fallback={<p>Not for you</p>}>
        <button type="button">Create Schedule</button>
      </RoleGate>
    </RoleProvider>,
  );
}

describe('RoleGate', () => {
  it('renders its children when the role may act', () => {
    renderGate('Coordinator');
    expect(screen.getByRole('button', { name: 'Create Schedule' })).toBeInTheDocument();
  });

  it('renders the fallback otherwise', () => {
    renderGate('student');
    expect(screen.queryByRole('button', { name: 'Create Schedule' })).not.toBeInTheDocument();
    expect(screen.getByText('Not for you')).toBeInTheDocument();
  });

  it('renders nothing without a role', () => {
    renderGate(null);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
