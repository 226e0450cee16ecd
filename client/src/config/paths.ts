import { generatePath } from 'react-router-dom';
import type { RouteId } from './route-ids.ts';
import { routeManifest } from './routes.ts';
import { titleSlug } from './title-slug.ts';

type PathOf<Id extends RouteId> = (typeof routeManifest)[Id]['path'];

/** Every route's path pattern by route id, read from the route manifest (routes.ts). */
export const paths = Object.fromEntries(
  Object.entries(routeManifest).map(([id, entry]) => [id, entry.path]),
) as { [Id in RouteId]: PathOf<Id> };

/** A course's page, from the manifest's pattern. */
export const courseDetailPath = (id: string, title: string) =>
  generatePath(paths.courseDetail, { cdid: id, cdtitle: titleSlug(title) });

/** A course's classes, from the manifest's pattern. */
export const viewClassesPath = (courseId: string, title: string) =>
  generatePath(paths.viewClasses, { cid: courseId, ctitle: titleSlug(title) });

/** What the sign-in page is asked to say when it opens (its `notice` parameter). */
export const SIGN_IN_FIRST_NOTICE = 'sign-in-first';

/**
 * The sign-in page for a visitor who tried something that needs an account: it says so and
 * brings them back to `returnPath` once signed in (features/auth/hooks/use-sign-in-request.ts).
 */
export const signInFirstPath = (returnPath: string) =>
  `${paths.signIn}?${new URLSearchParams({ next: returnPath, notice: SIGN_IN_FIRST_NOTICE }).toString()}`;
