import type { ReactNode } from 'react';
import { H2 } from '@blueprintjs/core';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A screen: its heading is also the browser tab's title. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="pf-page">
      <H2 className="pf-page-title">{title}</H2>
      {children}
    </section>
  );
}
