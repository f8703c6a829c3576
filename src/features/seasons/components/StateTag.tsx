// A state tag (provisional, qualified, confirmed, coming) written as PrimeReact's Tag writes it, without
// PrimeReact: the public season pages paint before PrimeReact and its full theme load
// (styles/prime-public.css styles these classes; app/routes.tsx `light`).
export type TagSeverity = 'success' | 'info' | 'warning';

export function StateTag({ severity, value }: { severity: TagSeverity; value: string }) {
  return (
    <span className={`p-tag p-component p-tag-${severity}`}>
      <span className="p-tag-value">{value}</span>
    </span>
  );
}
