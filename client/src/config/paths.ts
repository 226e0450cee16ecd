import { routeManifest, type RouteId } from './routes.ts';

type PathOf<Id extends RouteId> = (typeof routeManifest)[Id]['path'];

/** Every route's path pattern by route id, read from the route manifest (routes.ts). */
export const paths = Object.fromEntries(
  Object.entries(routeManifest).map(([id, entry]) => [id, entry.path]),
) as { [Id in RouteId]: PathOf<Id> };

/** A URL-safe slug segment for titles in course and class links. */
function titleSegment(title: string): string {
  return encodeURIComponent(title.trim().replace(/\s+/g, '-'));
}

export const courseDetailPath = (id: string, title: string) =>
  `/course-detail/${encodeURIComponent(id)}/${titleSegment(title)}`;

export const viewClassesPath = (courseId: string, title: string) =>
  `/view-classes/${encodeURIComponent(courseId)}/${titleSegment(title)}`;
