// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { StaffConsole } from '../staff-console.tsx';

describe('the staff console', () => {
  it('links an owner to every page of the room', async () => {
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
      screen.getByText('What was sold, the GST on it and the CSV for the return.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Students and where they stop', '/staff/students'],
      ['Weekly quizzes', '/staff/quizzes'],
      ['Sales and GST', '/staff/sales'],
      ['Refunds', '/staff/refunds'],
      ['Coupons', '/staff/coupons'],
    ]);
  });

  it('shows an instructor the students page and nothing about money', async () => {
    stubGateway({
      StaffMe: () => ({
        data: { staffMe: { email: 'teach@academy.example', role: 'INSTRUCTOR' } },
      }),
    });
    renderAt('/staff', <StaffConsole />);
    expect(await screen.findByText('teach@academy.example')).toBeInTheDocument();
    expect(screen.getByText(/Instructor/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sales and GST' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Students and where they stop',
      'Weekly quizzes',
    ]);
  });
});
