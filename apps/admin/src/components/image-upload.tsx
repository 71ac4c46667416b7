import { useRef, useState } from 'react';
import { IMAGE_EXTENSIONS, UPLOAD_LIMIT_BYTES } from '@pedestal/contract';
import { api, errorMessage } from '@admin/lib/api';
import { Button } from './ui';

const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Uploads one file through the admin upload call; answers its stored path. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<{ image: string }>('admin/upload/image', form)).image;
}

/** 1–8 images (SPEC §5): each file is uploaded at once, the paths kept in order; remove any. */
export function ImagesField({
  label,
  value,
  onChange,
  min = 1,
  max = 8,
  error,
}: {
  label: string;
  value: string[];
  onChange: (images: string[]) => void;
  min?: number;
  max?: number;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    setProblem(null);
    const room = max - value.length;
    const chosen = [...files].slice(0, room);
    if (files.length > room) setProblem(`At most ${max} images; ${files.length - room} not added`);
    const tooBig = chosen.find((f) => f.size > UPLOAD_LIMIT_BYTES);
    if (tooBig) return setProblem(`${tooBig.name} is larger than 5 MB`);
    setBusy(true);
    try {
      const paths: string[] = [];
      for (const f of chosen) paths.push(await uploadImage(f));
      onChange([...value, ...paths]);
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const message = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">
        {label}{' '}
        <span className="font-normal text-slate-600">
          {max === 1 ? (min === 0 ? '(optional)' : '') : `(${value.length} of ${min}–${max})`}
        </span>
      </legend>
      <ul className="flex flex-wrap gap-2">
        {value.map((src, i) => (
          <li key={`${src}-${i}`} className="relative">
            <img src={src} alt={`${label} ${i + 1}`} className="size-20 rounded-md object-cover ring-1 ring-slate-200" />
            <button
              type="button"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-slate-800 text-xs text-white hover:bg-red-700"
              aria-label={`Remove image ${i + 1}`}
            >
              ×
            </button>
          </li>
        ))}
        {value.length < max && (
          <li>
            <Button variant="secondary" className="size-20 flex-col text-xs" busy={busy} onClick={() => input.current?.click()}>
              {busy ? 'Uploading' : 'Add image'}
            </Button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        className="sr-only"
        aria-label={`Upload ${label.toLowerCase()}`}
        onChange={(e) => void pick(e.target.files)}
        tabIndex={-1}
      />
      {message && <p className="text-xs font-medium text-red-700">{message}</p>}
    </fieldset>
  );
}
