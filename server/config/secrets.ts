import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/* Secrets come from the environment. Without one, a random value is generated once per
 * machine and kept in .data/ (ignored by git), so no secret is ever shared through the repo. */
export type SecretName = 'AUTH_JWT_SECRET' | 'WEBHOOK_SIGNING_SECRET' | 'REVALIDATE_SECRET' | 'LOGIN_CODE_SECRET' | 'REFRESH_TOKEN_SECRET' | 'BRAND_PAYOUT_KEY' | 'CARD_FINGERPRINT_SECRET';

const cache = new Map<SecretName, string>();

function devSecretsFile(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), '.data/dev-secrets.json');
}

function readDevSecrets(): Partial<Record<SecretName, string>> {
  try {
    return JSON.parse(fs.readFileSync(devSecretsFile(), 'utf8')) as Partial<Record<SecretName, string>>;
  } catch {
    return {};
  }
}

export function getSecret(name: SecretName): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  const cached = cache.get(name);
  if (cached) return cached;
  const stored = readDevSecrets();
  let value = stored[name];
  if (!value) {
    value = randomBytes(32).toString('base64url');
    if (process.env.PGLITE_DATA_DIR !== 'memory://') {
      try {
        fs.mkdirSync(path.dirname(devSecretsFile()), { recursive: true });
        fs.writeFileSync(devSecretsFile(), JSON.stringify({ ...stored, [name]: value }, null, 2), { mode: 0o600 });
      } catch {
        // A read-only disk still gets a working (per-process) secret.
      }
    }
  }
  cache.set(name, value);
  return value;
}
