const TAG_MANAGER_SCRIPT_ID = 'tag-manager';

/**
 * Google Tag Manager, loaded from its own origin (the CSP allows it; no inline script). Inserted
 * only when the operator set a container, replaced when it changes, removed when unset.
 */
export function applyTagManager(src: string): void {
  const existing = document.getElementById(TAG_MANAGER_SCRIPT_ID) as HTMLScriptElement | null;
  if (existing && existing.src === src) return;
  existing?.remove();
  if (!src) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = src;
  document.head.append(script);
}
