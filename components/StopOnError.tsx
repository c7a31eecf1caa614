// Around a whole page UI: if rendering it (or one of its effects) throws, the UI goes away with one warning in the
// console, and the page is left as it was. ReproLens must never break a Stack Overflow page.
import type { ComponentChildren } from 'preact';
import { useErrorBoundary } from 'preact/hooks';

export function StopOnError({ warning, children }: { warning: string; children: ComponentChildren }) {
  const [error] = useErrorBoundary((caught) => console.warn(warning, caught));
  return error ? null : children;
}
