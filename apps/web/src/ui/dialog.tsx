import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** Blocks Escape, the backdrop and the close button, as while an enquiry is sending. */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** A modal dialog: focus stays inside, Escape and the backdrop close it, the title names it. */
export function Dialog({ open, onOpenChange, title, description, children, footer, dismissible = true, size = 'md' }: DialogProps) {
  // Opened from code rather than a Radix trigger, the dialog would hand focus to <body> on close.
  const returnFocusTo = useRef<Element | null>(null);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next || dismissible ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${WIDTHS[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close className="btn-ghost -mr-2 -mt-1 p-1.5" aria-label="Close">
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
