import type { ApiReferenceDocument } from './api-reference-types';
import { API_REFERENCE_PATH, sectionPath, type ApiSectionSummary } from './api-sections';
import { EndpointSection } from './endpoint-section';
import { groupOperationsByTag, tagAnchor } from './group-operations';
import { MethodBadge } from './method-badge';

const OPENAPI_URL = '/api/v1/openapi.json';

export interface ApiReferenceIntroProps {
  info: ApiReferenceDocument['info'];
  server: string;
}

/** Title, version and how every call works. */
function ApiReferenceIntro({ info, server }: ApiReferenceIntroProps) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Developers</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-sand-900 md:text-4xl">{info.title}</h1>
      <p className="mt-1 text-sm text-sand-600">Version {info.version}</p>
      <p className="mt-4 text-base text-sand-700">{info.description}</p>
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
  );
}

/** One link per section page; the section on screen is marked as the current page. */
function ApiSectionNav({ sections, current }: { sections: ApiSectionSummary[]; current?: string }) {
  return (
    <nav aria-label="API sections" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => {
          const isCurrent = section.tag === current;
          return (
            <li key={section.tag}>
              <a
                href={sectionPath(section.tag)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium ${isCurrent ? 'border-accent-700 bg-accent-50 text-accent-800' : 'border-sand-300 text-sand-800 hover:bg-sand-100'}`}
              >
                {section.tag} <span className="ml-1 text-sand-600">({section.operations.length})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface ApiReferenceIndexProps extends ApiReferenceIntroProps {
  sections: ApiSectionSummary[];
}

/** /developers/api: how calls work, then every endpoint in one line, linking to its section. */
export function ApiReferenceIndex({ info, server, sections }: ApiReferenceIndexProps) {
  return (
    <div className="container-page py-10 md:py-14">
      <ApiReferenceIntro info={info} server={server} />
      <ApiSectionNav sections={sections} />
      {sections.map((section) => (
        <section key={section.tag} id={tagAnchor(section.tag)} aria-labelledby={`${tagAnchor(section.tag)}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${tagAnchor(section.tag)}-title`} className="section-title">
            <a href={sectionPath(section.tag)} className="hover:underline">
              {section.tag}
            </a>
          </h2>
          <ul className="mt-4 divide-y divide-sand-200 rounded-md border border-sand-200 bg-white">
            {section.operations.map((operation) => (
              <li key={operation.operationId}>
                <a href={`${sectionPath(section.tag)}#${operation.operationId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-sand-50">
                  <MethodBadge method={operation.method} />
                  <code className="font-mono text-sm font-semibold break-all text-sand-900">
                    {server}
                    {operation.path}
                  </code>
                  <span className="text-sm text-sand-700">{operation.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export interface ApiReferenceSectionProps {
  /** The document cut down to this section (api-sections.ts sectionDocument). */
  document: ApiReferenceDocument;
  sections: ApiSectionSummary[];
}

/** /developers/api/{section}: every endpoint of one tag in full. */
export function ApiReferenceSection({ document, sections }: ApiReferenceSectionProps) {
  const server = document.servers[0]?.url ?? '';
  return (
    <div className="container-page py-10 md:py-14">
      <p className="text-sm">
        <a href={API_REFERENCE_PATH} className="font-medium text-accent-700 underline underline-offset-2">
          {document.info.title}
        </a>
        <span className="text-sand-600">{` · version ${document.info.version} · base URL `}</span>
        <code className="font-mono text-sand-700">{server}</code>
      </p>
      {groupOperationsByTag(document).map((group) => (
        <section key={group.tag} aria-labelledby={`${tagAnchor(group.tag)}-title`} className="mt-4">
          <h1 id={`${tagAnchor(group.tag)}-title`} className="text-3xl font-semibold tracking-tight text-sand-900 md:text-4xl">
            {group.tag}
          </h1>
          <ApiSectionNav sections={sections} current={group.tag} />
          <h2 className="mt-10 section-title">Endpoints</h2>
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
