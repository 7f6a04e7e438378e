import type { ReactNode } from 'react';

interface ProgrammePageFrameProps {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** The common frame of the programme pages: a heading block, then the page's sections. */
export function ProgrammePageFrame({ eyebrow, title, lead, children }: ProgrammePageFrameProps) {
  return (
    <div className="container-page py-10 md:py-14">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-sand-900 md:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-sand-700">{lead}</p>
      </div>
      <div className="mt-10 flex max-w-3xl flex-col gap-10">{children}</div>
    </div>
  );
}

export function ProgrammeSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-5 md:p-7">
      <h2 id={headingId} className="text-xl font-semibold text-sand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
