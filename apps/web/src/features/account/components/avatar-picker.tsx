import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/layout/avatar';
import { Spinner } from '@/components/ui/spinner';
import { compressImage, isSupportedImage } from '@/lib/compress-image';
import { i18next, refusalMessage } from '@/i18n';

const ACCEPT = '.png,.jpeg,.jpg,.webp,.gif,image/png,image/jpeg,image/webp,image/gif';

interface AvatarPickerProps {
  current: string | null;
  name: string;
  file: File | null;
  onChange: (file: File) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Round avatar with a camera badge; the chosen image is checked, shrunk when over the limit and previewed. */
export function AvatarPicker({ current, name, file, onChange, onBusyChange }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  // The object URL behind the preview: revoked when a newer photo replaces it or the picker goes away.
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );
  const showPreview = (image: File) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = URL.createObjectURL(image);
    setPreview(previewUrl.current);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    if (!isSupportedImage(chosen)) {
      toast.warning(refusalMessage('unsupported-image-type'), { position: 'top-center' });
      return;
    }
    setBusy(true);
    onBusyChange(true);
    try {
      const image = await compressImage(chosen);
      showPreview(image);
      onChange(image);
    } catch (error) {
      console.error(error);
      toast.error(refusalMessage('image-processing-failed'));
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={i18next.t('account.changeAvatar')}
        className="relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
      >
        {preview && file ? (
          <img
            src={preview}
            alt={i18next.t('account.newAvatarPreview')}
            className="size-24 rounded-full object-cover ring-4 ring-brand-100"
          />
        ) : (
          <Avatar src={current} name={name} className="size-24 text-4xl ring-4 ring-brand-100" />
        )}
        <span className="absolute -right-0.5 -bottom-0.5 flex size-9 items-center justify-center rounded-full border-3 border-white bg-brand-500 text-white shadow">
          {busy ? <Spinner className="size-4" /> : <Camera className="size-4" />}
        </span>
      </button>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        className="mt-2 h-11 px-3 text-sm font-semibold text-brand-600"
      >
        {busy ? i18next.t('account.preparingImage') : file ? i18next.t('account.chooseAnotherPhoto') : i18next.t('account.changePhoto')}
      </button>
      <p className="text-xs text-neutral-500">{i18next.t('account.pngJpegWebpOrGif')}</p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        aria-label={i18next.t('account.changeAvatar')}
        onChange={pick}
      />
    </div>
  );
}
