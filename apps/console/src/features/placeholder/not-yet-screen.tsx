/** A section whose screen is not built yet. */
export function NotYetScreen({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>This section is not available yet.</p>
    </>
  );
}
