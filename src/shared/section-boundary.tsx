import { type ReactNode, Suspense, useEffect } from 'react';
import { sectionAwaitsHydration, sectionHydrated } from './hydration';

function Hydrated({ headingId }: { headingId: string }) {
  useEffect(() => sectionHydrated(headingId), [headingId]);
  return null;
}

/**
 * A page section that hydrates on its own: React leaves a prerendered Suspense boundary as it is while it
 * hydrates the page around it, then hydrates the boundary in a later, interruptible pass, so no one task
 * hydrates the whole page.
 */
export function SectionBoundary({ headingId, children }: { headingId: string; children: ReactNode }) {
  // Noted as the page around the boundary renders, before the page is marked hydrated; noting an id twice
  // (React may render this more than once) changes nothing.
  sectionAwaitsHydration(headingId);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated headingId={headingId} />
    </Suspense>
  );
}
