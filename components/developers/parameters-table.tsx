import type { ApiParameter } from './api-reference-types';
import type { ApiReferenceDocument } from './api-reference-types';
import { describeSchema } from './describe-schema';

const WHERE: Record<string, string> = { path: 'path', query: 'query', header: 'header' };

export function ParametersTable({ parameters, document }: { parameters: ApiParameter[]; document: ApiReferenceDocument }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-xs tracking-wide text-sand-600 uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">Name</th>
            <th scope="col" className="py-2 pr-4 font-semibold">In</th>
            <th scope="col" className="py-2 font-semibold">Type and description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => {
            const summary = describeSchema(parameter.schema, document);
            const description = parameter.description ?? summary.description;
            return (
              <tr key={`${parameter.in}:${parameter.name}`} className="border-t border-sand-200 align-top">
                <td className="py-2 pr-4">
                  <code className="font-mono text-sm font-semibold text-sand-900">{parameter.name}</code>
                  {parameter.required && <span className="ml-2 text-xs font-medium text-danger-600">required</span>}
                </td>
                <td className="py-2 pr-4 text-sand-700">{WHERE[parameter.in] ?? parameter.in}</td>
                <td className="py-2">
                  <code className="font-mono text-sm text-accent-700">{summary.type}</code>
                  {summary.notes.length > 0 && <span className="ml-2 text-xs text-sand-600">{summary.notes.join(' · ')}</span>}
                  {description && <p className="mt-1 text-sand-700">{description}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
