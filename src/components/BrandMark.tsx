// The portal's logo, drawn inline: no image request on the way to a page's first paint (a phone pays
// a round trip for each). The same drawing as public/logo.svg, the file the manifest and the touch
// icon point to (BrandMark.test.tsx compares them).
export function BrandMark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#ffffff" />
      <circle cx="32" cy="27" r="15" fill="#c8102e" />
      <path d="M8 44h48v7H8z" fill="#0b1f3a" />
      <path d="M24 44l-6 14h6l5-11zM40 44l6 14h-6l-5-11z" fill="#0b1f3a" />
      <rect x="27" y="41" width="10" height="13" rx="2" fill="#0b1f3a" />
    </svg>
  );
}
