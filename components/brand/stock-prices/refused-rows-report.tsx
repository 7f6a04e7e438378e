import { useTranslation } from '@/components/i18n/use-translation';

export interface RefusedRowReport {
  line: number;
  message: string;
}

/** The issues of a refused upload (path "csv.line.{n}") as rows a person can fix one by one. */
export function refusedRowsOf(error: unknown): RefusedRowReport[] {
  const issues = (error as { body?: { data?: { issues?: { path?: unknown; message?: unknown }[] } } } | null)?.body?.data?.issues ?? [];
  return issues.flatMap((issue) => {
    const match = typeof issue.path === 'string' ? /^csv\.line\.(\d+)$/.exec(issue.path) : null;
    return match && typeof issue.message === 'string' ? [{ line: Number(match[1]), message: issue.message }] : [];
  });
}

export function RefusedRowsReport({ rows, fileName }: { rows: RefusedRowReport[]; fileName: string }) {
  const { t } = useTranslation('brand-stock-prices');
  return (
    <div className="mt-4" data-testid="refused-rows">
      <h3 className="text-base font-semibold text-sand-900">{t('report.title')}</h3>
      <div className="mt-2 overflow-x-auto rounded-lg border border-sand-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('report.caption', { file: fileName })}</caption>
          <thead className="bg-sand-50 text-sand-800">
            <tr>
              <th scope="col" className="w-20 px-3 py-2 text-start font-semibold">
                {t('report.line')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('report.problem')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className="border-t border-sand-200">
                <td className="px-3 py-2 align-top font-mono text-sand-900">{row.line}</td>
                <td className="px-3 py-2 text-sand-800">{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
