import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from './field';
import { useTranslation } from '@/i18n/react';

/** Password box with a show/hide toggle (a 44 px target inside the field). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    const { t } = useTranslation();
    return (
      <div className="relative">
        <Input ref={ref} type={visible ? 'text' : 'password'} className="h-12 pr-12" {...props} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          className="absolute top-0.5 right-0.5 flex size-11 items-center justify-center rounded-xl text-neutral-500 hover:text-neutral-600"
        >
          {visible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
        </button>
      </div>
    );
  },
);
