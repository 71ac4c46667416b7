import { TextArea } from '@admin/components/ui';
import type { FieldErrors } from '@admin/lib/forms';

export interface Descriptions {
  en: string;
  'zh-CN': string;
}

/**
 * The figurine's description in English and 简体中文 (decision 046): Markdown, sanitised by the server
 * when saved. A shopper reads their language's, else the other's; an empty one is not shown.
 */
export function DescriptionFields({
  value,
  onChange,
  errors,
}: {
  value: Descriptions;
  onChange: (value: Descriptions) => void;
  errors?: FieldErrors;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Description</legend>
      <div className="grid gap-3 md:grid-cols-2">
        <TextArea
          label="English (Markdown)"
          lang="en"
          value={value.en}
          error={errors?.['descriptions.en']}
          onChange={(e) => onChange({ ...value, en: e.target.value })}
        />
        <TextArea
          label="简体中文 (Markdown)"
          lang="zh-CN"
          value={value['zh-CN']}
          error={errors?.['descriptions.zh-CN']}
          onChange={(e) => onChange({ ...value, 'zh-CN': e.target.value })}
        />
      </div>
      <p className="text-xs text-slate-600">
        Markdown: **bold**, *italic*, [links](https://…), lists. Scripts, styles and embedded frames are removed when saved. A shopper reads
        their language, else the other one.
      </p>
    </fieldset>
  );
}
