/**
 * The route table of SPEC.md §2. Every page is its own lazily loaded chunk; the layout,
 * the guard and the error element are part of the first load.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '@/components/layout/layout.tsx';
import { RouteError } from '@/components/errors/route-error.tsx';
import { paths } from '@/config/paths.ts';
import { accountSlot } from '@/features/auth/components/account-slot.ts';
import { RequireSignIn } from './require-sign-in.tsx';

type PageModule = { default: ComponentType };

const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout account={accountSlot} />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home, ...page(() => import('./routes/home.tsx')) },
          { path: paths.about, ...page(() => import('./routes/about.tsx')) },
          { path: paths.courses, ...page(() => import('./routes/courses.tsx')) },
          { path: paths.courseDetail, ...page(() => import('./routes/course-detail.tsx')) },
          { path: paths.contact, ...page(() => import('./routes/contact.tsx')) },
          { path: paths.instruction, ...page(() => import('./routes/instruction.tsx')) },
          { path: paths.terms, ...page(() => import('./routes/terms.tsx')) },
          { path: paths.privacy, ...page(() => import('./routes/privacy.tsx')) },
          { path: paths.cancel, ...page(() => import('./routes/cancel.tsx')) },
          { path: paths.signIn, ...page(() => import('./routes/sign-in.tsx')) },
          { path: paths.signUp, ...page(() => import('./routes/sign-up.tsx')) },
          { path: paths.paymentSuccess, ...page(() => import('./routes/payment-success.tsx')) },
          { path: paths.paymentFailed, ...page(() => import('./routes/payment-failed.tsx')) },
          {
            element: <RequireSignIn />,
            children: [
              { path: paths.myCourses, ...page(() => import('./routes/my-courses.tsx')) },
              { path: paths.viewClasses, ...page(() => import('./routes/view-classes.tsx')) },
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the page modules the given path needs and puts them in the route table, so the
 * router starts fully resolved: a prerendered page then hydrates at once instead of
 * rendering nothing until its chunk arrives. Returns false when a chunk could not be
 * fetched; those routes stay lazy and the router shows its chunk-failure page.
 */
export async function loadRouteModules(pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.map(async ({ route }) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return;
    Object.assign(route, await lazy(), { lazy: undefined });
  });
  const results = await Promise.allSettled(loads);
  return results.every((result) => result.status === 'fulfilled');
}
