import list from './academic-domains.json';

/* Which addresses count as academic (decision 0041): the list is data, academic-domains.json. */

export interface AcademicInstitution {
  name: string;
  country: string | null;
}

function titleOf(domain: string, suffix: string): string {
  const labels = domain.slice(0, -suffix.length).split('.');
  // student.mit.edu → mit; the institution is the label just before the suffix.
  const core = labels[labels.length - 1] ?? domain;
  return `${core.toUpperCase()}${suffix}`;
}

/** The institution of an academic domain, or null when the domain is not on the list. */
export function academicInstitutionOf(domain: string): AcademicInstitution | null {
  const lower = domain.toLowerCase();
  for (const institution of list.institutions) {
    if (lower === institution.domain || lower.endsWith(`.${institution.domain}`)) return { name: institution.name, country: institution.country };
  }
  for (const suffix of list.suffixes) {
    if (lower.endsWith(suffix) && lower.length > suffix.length && !lower.slice(0, -suffix.length).endsWith('.')) return { name: titleOf(lower, suffix), country: null };
  }
  return null;
}
