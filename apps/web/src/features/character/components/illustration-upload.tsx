import { IMAGE_MIME_TYPES } from '@pedestal/contract/constants';
import { ImagePlus, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { FallbackImage } from '@/components/item-card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { compressImage, isSupportedImage } from '@/lib/compress-image';
import { handleError } from '@/lib/handle-error';
import { useUploadIllustration } from '../api/upload-illustration';
import { i18next, refusalMessage } from '@/i18n';

export interface IllustrationUploadProps {
  value: string | undefined;
  onChange: (path: string) => void;
  id?: string;
  invalid?: boolean;
}

/** Picks an image, checks its type, compresses it past the 5 MB limit (SPEC §9) and uploads it. */
export function IllustrationUpload({ value, onChange, id, invalid }: IllustrationUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadIllustration();

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isSupportedImage(file)) {
      toast.warning(refusalMessage('unsupported-image-type'));
      return;
    }
    try {
      onChange(await upload.mutateAsync(await compressImage(file)));
    } catch (error) {
      // Compression and file checks fail with their own SPEC §8 message; API failures go to the modals.
      if (error instanceof ApiError) handleError(error);
      else toast.error((error as Error).message);
    }
  };

  return (
    <div>
      <button
        type="button"
        id={id}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        className={cn(
          'group relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed transition',
          value ? 'border-transparent' : 'border-brand-200 bg-brand-50/60 hover:bg-brand-50',
          invalid && 'border-red-300',
        )}
      >
        {value ? (
          <>
            <FallbackImage src={value} alt={i18next.t('character.illustrationPreview')} className="size-full" />
            <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white">
              <RefreshCw className="size-3.5" aria-hidden /> {i18next.t('character.change')}
            </span>
          </>
        ) : (
          <span className="flex flex-col items-center gap-2 text-brand-600">
            <span className="flex size-12 items-center justify-center rounded-full bg-white shadow-sm">
              <ImagePlus className="size-6" aria-hidden />
            </span>
            <span className="text-sm font-semibold">{i18next.t('character.uploadIllustration')}</span>
            <span className="text-xs text-neutral-500">{i18next.t('character.pngJpgWebpOrGif')}</span>
          </span>
        )}
        {upload.isPending && (
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/80 text-sm font-medium text-brand-600">
            <Spinner className="size-6" /> {i18next.t('character.uploading')}
          </span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        className="hidden"
        aria-label={i18next.t('character.uploadIllustration')}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </div>
  );
}
