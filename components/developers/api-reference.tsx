import type { ApiReferenceDocument } from './api-reference-types';
import { EndpointSection } from './endpoint-section';
import { groupOperationsByTag, tagAnchor } from './group-operations';

const OPENAPI_URL = '/api/v1/openapi.json';

/** The API reference: how calls work, then every endpoint grouped by tag. */
export function ApiReference({ document }: { document: ApiReferenceDocument }) {
  const groups = groupOperationsByTag(document);
  const server = document.servers[0]?.url ?? '';
  return (
    <div className="container-page py-10 md:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Developers</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-sand-900 md:text-4xl">{document.info.title}</h1>
        <p className="mt-1 text-sm text-sand-600">Version {document.info.version}</p>
        <p className="mt-4 text-base text-sand-700">{document.info.description}</p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-sand-700">
          <li>
            Base URL: <code className="font-mono">{server}</code>. Send and receive JSON (<code className="font-mono">Content-Type: application/json</code>).
          </li>
          <li>
            Signed-in calls send <code className="font-mono">Authorization: Bearer &lt;access token&gt;</code>.
          </li>
          <li>
            The <code className="font-mono">location</code> header carries the caller&apos;s locale (en-US when missing or unknown).
          </li>
          <li>
            Machine-readable description:{' '}
            <a className="font-medium text-accent-700 underline underline-offset-2" href={OPENAPI_URL}>
              {OPENAPI_URL}
            </a>{' '}
            (OpenAPI 3.1).
          </li>
        </ul>
      </header>

      <nav aria-label="API sections" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.tag}>
              <a href={`#${tagAnchor(group.tag)}`} className="inline-flex h-10 items-center rounded-full border border-sand-300 px-4 text-sm font-medium text-sand-800 hover:bg-sand-100">
                {group.tag} <span className="ml-1 text-sand-600">({group.operations.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {groups.map((group) => (
        <section key={group.tag} id={tagAnchor(group.tag)} aria-labelledby={`${tagAnchor(group.tag)}-title`} className="mt-12 scroll-mt-24">
          <h2 id={`${tagAnchor(group.tag)}-title`} className="section-title">
            {group.tag}
          </h2>
          <div className="mt-6 space-y-6">
            {group.operations.map((entry) => (
              <EndpointSection key={entry.operation.operationId} entry={entry} document={document} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
