import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { useTranslation } from '@/i18n/react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /**
   * False for a dialog that hosts a third party's frames opened outside it (a card issuer's 3-D
   * Secure page, a wallet's overlay): the page behind stays dimmed, but focus is not trapped and a
   * click outside does not close it.
   */
  modal?: boolean;
}

/** Centred modal (Radix: focus trap, Escape, aria wiring). */
export function Dialog({ open, onOpenChange, title, description, children, footer, icon, className, modal = true }: DialogProps) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Primitive.Portal>
        {modal ? (
          <Primitive.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[1px]" />
        ) : (
          open && <div aria-hidden className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[1px]" />
        )}
        <Primitive.Content
          onInteractOutside={modal ? undefined : (e) => e.preventDefault()}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-40px)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none',
            className,
          )}
        >
          {icon && <div className="mb-3 flex justify-center">{icon}</div>}
          <Primitive.Title className="text-center text-lg font-bold text-neutral-900">{title}</Primitive.Title>
          {description ? (
            <Primitive.Description className="mt-2 text-center text-sm leading-relaxed text-neutral-600">
              {description}
            </Primitive.Description>
          ) : (
            <Primitive.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</Primitive.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex gap-3">{footer}</div>}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'footer' | 'title'> {
  title?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
}

/** SPEC §8: generic confirm dialog, title System Message, buttons Confirm and Cancel. */
export function ConfirmDialog({
  title,
  confirmText,
  cancelText,
  destructive,
  loading,
  onConfirm,
  onOpenChange,
  ...rest
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...rest}
      title={title ?? t('common.systemMessage')}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="outline" block onClick={() => onOpenChange(false)} disabled={loading}>
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} block onClick={onConfirm} loading={loading}>
            {confirmText ?? t('common.confirm')}
          </Button>
        </>
      }
    />
  );
}
