const HTML =
  '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">' +
  '<title>Offline</title></head><body><main><h1>You Are Offline</h1>' +
  '<p>Connect to the internet and try again.</p></main></body></html>';

/** What a navigation gets with no network and no shell page cached yet. */
export function offlinePage(): Response {
  return new Response(HTML, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
