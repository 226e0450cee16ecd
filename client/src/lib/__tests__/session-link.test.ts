// @vitest-environment happy-dom
/**
 * An ended session, decided in one place (the Apollo client's session link): a public
 * page's optional question makes the browser a visitor's and leaves the page alone; an
 * operation that needs the session sends the user to sign in and back afterwards.
 */
import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { findToast, signedInAs } from '@/testing/render.tsx';
import { createApolloClient } from '../apollo.ts';
import { setNavigator } from '../navigation.ts';

const OWNERSHIP = gql`
  query Ownership {
    orderByCourse(courseId: "1") {
      id
    }
  }
`;
const PROFILE = gql`
  query Me {
    me {
      id
    }
  }
`;

const userLog = () => window.localStorage.getItem('userLog');
const returnPath = () => window.sessionStorage.getItem('returnPath');

describe('the session link', () => {
  const navigate = vi.fn<(to: string) => void>();
  beforeEach(() => {
    setNavigator(navigate);
    signedInAs('Asha Verma');
    window.history.replaceState(null, '', '/course-detail/1/Stock-Market-Foundations?from=mail');
  });
  afterEach(() => navigate.mockReset());

  it('makes a visitor of a browser whose session ended on a public page, and stays', async () => {
    stubGateway({
      Ownership: () => gatewayError('UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    const client = createApolloClient();
    await expect(
      client.query({ query: OWNERSHIP, context: { whenSignedOut: 'visitor' } }),
    ).rejects.toThrow('Please sign in to continue.');
    expect(userLog()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(returnPath()).toBeNull();
  });

  it('sends the user to sign in, keeping the way back, when the operation needs the session', async () => {
    stubGateway({
      Ownership: () => gatewayError('UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    const client = createApolloClient();
    await expect(client.query({ query: OWNERSHIP })).rejects.toThrow();
    expect(userLog()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(returnPath()).toBe('/course-detail/1/Stock-Market-Foundations?from=mail');
    await findToast('Please! Sign in first.');
  });

  it('reads a null `me` as the end of a session the page believed in', async () => {
    stubGateway({ Me: () => ({ data: { me: null } }) });
    const client = createApolloClient();
    await client.query({ query: PROFILE });
    expect(userLog()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
  });

  it('leaves a visitor, for whom `me` is null anyway, where they are', async () => {
    window.localStorage.clear();
    stubGateway({ Me: () => ({ data: { me: null } }) });
    await createApolloClient().query({ query: PROFILE });
    expect(navigate).not.toHaveBeenCalled();
    expect(returnPath()).toBeNull();
  });

  it('does not send the sign-in page to itself', async () => {
    window.history.replaceState(null, '', '/sign-in');
    stubGateway({
      Ownership: () => gatewayError('UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    await expect(createApolloClient().query({ query: OWNERSHIP })).rejects.toThrow();
    expect(userLog()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
