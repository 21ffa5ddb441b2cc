/** Hands the browser a file made on the page, as a link with `download` would. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns: give them time before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
