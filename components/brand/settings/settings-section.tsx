import { useId, type ReactNode } from 'react';

/** A titled block of /brand/settings; `id` lets mails link straight to it (#team). */
export function SettingsSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-sand-900">
        {title}
      </h2>
      <p className="mt-1 mb-4 max-w-prose text-sm text-sand-600">{lead}</p>
      {children}
    </section>
  );
}
