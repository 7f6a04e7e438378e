import type { EmployerApplication } from '@/lib/contracts/programmes/programmes-schemas';
import type { ApplicationRow } from './repository';

export function toEmployerApplication(row: ApplicationRow): EmployerApplication {
  return {
    id: row.id,
    company_name: row.companyName,
    domain: row.domain,
    hr_name: row.hrName,
    hr_email: row.hrEmail,
    headcount: row.headcount,
    source: row.source === 'employee' ? 'employee' : 'employer',
    status: row.status === 'approved' ? 'approved' : row.status === 'declined' ? 'declined' : 'pending',
    decided_by: row.decidedBy,
    created_at: row.createdAt.toISOString(),
  };
}
