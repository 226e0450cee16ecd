// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { StaffConsole } from '../staff-console.tsx';

describe('the staff console', () => {
  it('links an owner to the sales page', async () => {
    stubGateway({
      StaffMe: () => ({ data: { staffMe: { email: 'owner@academy.example', role: 'OWNER' } } }),
      StaffAuditLog: () => ({ data: { staffAudit: [] } }),
    });
    renderAt('/staff', <StaffConsole />);
    expect(await screen.findByRole('link', { name: 'Sales and GST' })).toHaveAttribute(
      'href',
      '/staff/sales',
    );
    expect(
      screen.getByText('What was sold in a period, the GST on it and the CSV for the return.'),
    ).toBeInTheDocument();
  });

  it('shows an instructor no link to sales', async () => {
    stubGateway({
      StaffMe: () => ({
        data: { staffMe: { email: 'teach@academy.example', role: 'INSTRUCTOR' } },
      }),
    });
    renderAt('/staff', <StaffConsole />);
    expect(await screen.findByText('teach@academy.example')).toBeInTheDocument();
    expect(screen.getByText(/Instructor/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sales and GST' })).toBeNull();
  });
});
