import { useState } from 'react';
import { cn } from '@/lib/cn';
import { imageUrl } from '@/lib/image-url';

/** Profile picture, or the first letter of the nickname when there is none or it fails to load. */
export function Avatar({ src, name, className }: { src?: string | null; name?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = imageUrl(src);
  const letter = (name?.trim()?.[0] ?? '?').toUpperCase();
  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-700',
        className,
      )}
    >
      {url && !failed ? (
        <img src={url} alt={name ?? ''} className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden>{letter}</span>
      )}
    </span>
  );
}
