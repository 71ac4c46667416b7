import { cn } from '@/lib/cn';

/** Two ways to do one thing (username or phone, email or phone) as a segmented switch above the form. */
export function MethodSwitch<V extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  label: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="mb-5 grid grid-cols-2 rounded-2xl bg-neutral-100 p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'h-10 rounded-xl text-sm font-semibold transition',
            o.value === value ? 'bg-white text-brand-700 shadow-sm' : 'text-neutral-600 hover:text-neutral-900',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
