/** Operator-written text shown as paragraphs; never as HTML, so it cannot inject markup. */
export function TextContent({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return <p className="muted">Nothing has been published here yet.</p>;
  return (
    <div className="text-content">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
