import { Switch as Primitive } from 'radix-ui';
import { cn } from '@/lib/cn';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** On/off toggle (Radix: role switch, keyboard support); the hit area is 44 px tall. */
export function Switch({ className, ...rest }: SwitchProps) {
  return (
    <Primitive.Root
      {...rest}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-neutral-300 transition-colors before:absolute before:-inset-2 before:content-[""] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50 data-[state=checked]:bg-brand-500',
        className,
      )}
    >
      <Primitive.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </Primitive.Root>
  );
}
