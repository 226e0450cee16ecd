/**
 * Moving to another page of the site from outside React Router's hooks: the Apollo link when
 * a session ends, and the footer's links (the footer sits outside the router: SiteFrame).
 * The app hands over its router's navigate as it starts (app/app.tsx); until then the
 * browser loads the page.
 */
interface NavigateOptions {
  /** In place of the current history entry. */
  replace?: boolean;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigator: Navigate = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(...args: Parameters<Navigate>): void {
  navigator(...args);
}
