import { type ReactNode, Suspense, use, useEffect } from 'react';
import { sectionGate, sectionHydrated } from './section-gates';

function Gate({ headingId }: { headingId: string }) {
  const gate = sectionGate(headingId);
  if (gate) use(gate);
  return null;
}

function Hydrated({ headingId }: { headingId: string }) {
  useEffect(() => sectionHydrated(headingId), [headingId]);
  return null;
}

/**
 * A page section that hydrates on its own (src/shared/section-gates.ts says when): until then React keeps its
 * prerendered HTML as it is, and the page's first hydration stays short. It renders nothing of its own.
 */
export function SectionBoundary({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate headingId={headingId} />
      {children}
      <Hydrated headingId={headingId} />
    </Suspense>
  );
}
