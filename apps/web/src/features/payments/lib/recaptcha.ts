/** The part of Google's reCAPTCHA v2 API the check uses. */
export interface Grecaptcha {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback(response: string): void;
      'expired-callback'(): void;
    },
  ): number;
  reset(widgetId?: number): void;
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once (explicit rendering), as its documentation shows. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const callback = '__recaptchaLoaded';
    (window as unknown as Record<string, () => void>)[callback] = () =>
      resolve((window as unknown as { grecaptcha: Grecaptcha }).grecaptcha);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=${callback}&render=explicit`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
