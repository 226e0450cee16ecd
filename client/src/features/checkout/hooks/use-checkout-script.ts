import { useCallback, useEffect, useRef } from 'react';
import { routeManifest } from '@/config/routes.ts';
import { useRouteQuery } from '@/lib/route-query.ts';

/** Marks the script element this page added, so it (and only it) is removed on leaving. */
const CHECKOUT_SCRIPT_ATTRIBUTE = 'data-checkout-script';

interface LoadingScript {
  element: HTMLScriptElement;
  /** true once the script ran, false when it could not be fetched. */
  loaded: Promise<boolean>;
}

function appendScript(src: string): LoadingScript {
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  element.setAttribute(CHECKOUT_SCRIPT_ATTRIBUTE, '');
  const loaded = new Promise<boolean>((resolve) => {
    element.addEventListener('load', () => resolve(true), { once: true });
    element.addEventListener('error', () => resolve(false), { once: true });
  });
  document.body.appendChild(element);
  return { element, loaded };
}

/** Resolves true when the checkout script is ready, loading it from `scriptUrl` if needed. */
export type EnsureCheckoutScript = (scriptUrl: string) => Promise<boolean>;

/**
 * Loads the payment provider's checkout script when the course page opens and removes
 * it when the page is left (SPEC.md §2 Course detail). The returned function waits for
 * it at purchase time, or loads it then if the configuration could not be fetched.
 */
export function useCheckoutScript(): EnsureCheckoutScript {
  const { data } = useRouteQuery(routeManifest.courseDetail.data.payment);
  const scriptUrl = data?.paymentConfig.scriptUrl;
  const script = useRef<LoadingScript | null>(null);

  useEffect(() => {
    if (!scriptUrl) return;
    const added = appendScript(scriptUrl);
    script.current = added;
    return () => {
      added.element.remove();
      if (script.current === added) script.current = null;
    };
  }, [scriptUrl]);

  // A script added on demand (the early load was not possible) goes when the page goes.
  useEffect(
    () => () => {
      script.current?.element.remove();
      script.current = null;
    },
    [],
  );

  return useCallback<EnsureCheckoutScript>((fallbackUrl) => {
    script.current ??= appendScript(fallbackUrl);
    return script.current.loaded;
  }, []);
}
