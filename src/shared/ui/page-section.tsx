import type { ComponentProps, ReactNode } from 'react';
import { Phrased } from './phrased';

type Props = Omit<ComponentProps<'section'>, 'aria-labelledby'> & {
  headingId: string;
  heading: ReactNode;
  /** The column inside: wide for grids and tables, narrow for reading. */
  width?: 'wide' | 'narrow';
};

/** A band of a page below its hero: a column headed by an h2 that labels the section. */
export function PageSection({ headingId, heading, width = 'wide', className, children, ...rest }: Props) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={headingId} {...rest}>
      <div className={width === 'wide' ? 'page-wide' : 'page-narrow'}>
        <h2 id={headingId} className="heading-2">
          <Phrased text={heading} />
        </h2>
        {children}
      </div>
    </section>
  );
}
