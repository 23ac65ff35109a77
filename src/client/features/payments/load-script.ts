import * as m from '@messages/payment';

const loading = new Map<string, Promise<void>>();

export const SCRIPT_FAILED_MESSAGE = m.scriptFailed;

/** Loads a gateway's browser script once, on demand (the shop's CSP allows the active gateway's origin). */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // Forget the failure so the next attempt tries again.
        loading.delete(src);
        script.remove();
        reject(new Error(SCRIPT_FAILED_MESSAGE));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
