import { useTranslation } from '@/components/i18n/use-translation';
import { LANDING_COLLECTIONS, type LandingBlockInput, type LandingBlockSettings, type LandingLanguage } from '@/lib/content/landing-blocks';
import { BLOCK_FORMS, emptyListItem, type SettingKey, type TextField } from './landing-fields';

type Words = Record<string, unknown>;
const INPUT = 'mt-1 block w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm text-sand-900';
const LABEL = 'block text-sm font-medium text-sand-800';
const SMALL_BUTTON = 'rounded-full border border-sand-300 px-3 py-1 text-xs font-medium text-sand-800 hover:border-sand-900';

interface BlockFormProps {
  block: LandingBlockInput;
  index: number;
  language: LandingLanguage;
  onChange: (block: LandingBlockInput) => void;
}

function TextInput({ id, label, kind, value, onChange }: { id: string; label: string; kind: TextField['kind']; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {kind === 'line' ? (
        <input id={id} className={INPUT} value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <textarea id={id} className={`${INPUT} ${kind === 'markdown' ? 'font-mono' : ''}`} rows={kind === 'markdown' ? 8 : 3} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function SettingInput({ id, setting, settings, onChange }: { id: string; setting: SettingKey; settings: LandingBlockSettings; onChange: (settings: LandingBlockSettings) => void }) {
  const { t } = useTranslation('admin-landings');
  const set = (value: LandingBlockSettings[SettingKey] | undefined) => {
    const next: Record<string, unknown> = { ...settings, [setting]: value };
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[setting];
    onChange(next as LandingBlockSettings);
  };
  const label = (
    <label htmlFor={id} className={LABEL}>
      {t(`settings.${setting}`)}
    </label>
  );
  if (setting === 'collection') {
    return (
      <div>
        {label}
        <select id={id} className={INPUT} value={settings.collection ?? ''} onChange={(event) => set((event.target.value || undefined) as LandingBlockSettings['collection'])}>
          <option value="">{t('settings.noCollection')}</option>
          {LANDING_COLLECTIONS.map((collection) => (
            <option key={collection} value={collection}>
              {collection}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (setting === 'categorySlugs' || setting === 'productCodes') {
    return (
      <div>
        {label}
        <input id={id} className={INPUT} defaultValue={(settings[setting] ?? []).join(', ')} onBlur={(event) => set(listOf(event.target.value))} />
      </div>
    );
  }
  if (setting === 'limit') {
    return (
      <div>
        {label}
        <input id={id} type="number" min={1} max={12} className={INPUT} value={settings.limit ?? ''} onChange={(event) => set(event.target.value ? Number(event.target.value) : undefined)} />
      </div>
    );
  }
  return (
    <div>
      {label}
      <input id={id} className={INPUT} value={String(settings[setting] ?? '')} onChange={(event) => set(event.target.value.trim() || undefined)} />
    </div>
  );
}

/** One block's form: its shared settings and its words in the language being edited. */
export function LandingBlockForm({ block, index, language, onChange }: BlockFormProps) {
  const { t } = useTranslation('admin-landings');
  const form = BLOCK_FORMS[block.type];
  const words = block.text[language] as Words;
  const setWords = (next: Words) => onChange({ ...block, text: { ...block.text, [language]: next } } as LandingBlockInput);
  const prefix = `block-${index}-${language}`;
  const list = form.list ? ((words[form.list.key] as Words[] | undefined) ?? []) : [];
  const setList = (items: Words[]) => form.list && setWords({ ...words, [form.list.key]: items });
  const columns = (words.columns as string[] | undefined) ?? [];
  return (
    <div className="grid gap-4">
      {form.settings.length > 0 && (
        <div className="grid gap-4 rounded-xl bg-sand-50 p-4 sm:grid-cols-2">
          {form.settings.map((setting) => (
            <SettingInput key={setting} id={`block-${index}-${setting}`} setting={setting} settings={block.settings} onChange={(settings) => onChange({ ...block, settings } as LandingBlockInput)} />
          ))}
        </div>
      )}
      {form.text.map((field) => (
        <TextInput key={field.key} id={`${prefix}-${field.key}`} label={t(`fields.${field.key}`)} kind={field.kind} value={String(words[field.key] ?? '')} onChange={(value) => setWords({ ...words, [field.key]: value })} />
      ))}
      {form.columns && (
        <TextInput
          id={`${prefix}-columns`}
          label={t('fields.columns')}
          kind="line"
          value={columns.join(' | ')}
          onChange={(value) => setWords({ ...words, columns: value.split('|').map((part) => part.trim()) })}
        />
      )}
      {form.list && (
        <fieldset className="grid gap-3">
          <legend className={LABEL}>{t(`fields.${form.list.key}`)}</legend>
          {list.map((item, itemIndex) => (
            <div key={itemIndex} className="grid gap-3 rounded-xl border border-sand-200 p-3">
              {form.list!.item.map((field) => {
                const raw = item[field.key];
                const value = Array.isArray(raw) ? raw.join(' | ') : String(raw ?? '');
                const update = (next: string) => {
                  const parsed = field.key === 'values' ? next.split('|').map((part) => part.trim()) : next;
                  setList(list.map((current, at) => (at === itemIndex ? { ...current, [field.key]: parsed } : current)));
                };
                return <TextInput key={field.key} id={`${prefix}-${itemIndex}-${field.key}`} label={t(`fields.${field.key}`)} kind={field.kind} value={value} onChange={update} />;
              })}
              <p>
                <button type="button" className={SMALL_BUTTON} onClick={() => setList(list.filter((_, at) => at !== itemIndex))}>
                  {t('actions.removeItem')}
                </button>
              </p>
            </div>
          ))}
          <p>
            <button type="button" className={SMALL_BUTTON} onClick={() => setList([...list, emptyListItem(block.type)])}>
              {t('actions.addItem')}
            </button>
          </p>
        </fieldset>
      )}
    </div>
  );
}
