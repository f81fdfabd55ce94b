import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

const VARIANTS = {
  default: 'border-slate-200 bg-white text-ink',
  success: 'border-green-200 bg-green-50 text-green-900',
  destructive: 'border-red-300 bg-red-600 text-white',
} as const;

/**
 * One toast at a time (see docs/ui.md#toasts): a new one replaces the last. Radix gives the timings:
 * 5 s on screen, swipe right past 50 px to dismiss, F8 to reach the viewport. Toasts show
 * at the top of the screen so they never lie over the buttons a person presses next.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback<ShowToast>((message) => setToast({ ...message, id: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
        {children}
        {toast && (
          <RadixToast.Root
            key={toast.id}
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : setToast(null))}
            className={`rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${VARIANTS[toast.variant ?? 'default']}`}
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>
                {toast.description && <RadixToast.Description className="mt-1 text-sm opacity-90">{toast.description}</RadixToast.Description>}
              </div>
              <RadixToast.Close aria-label="Dismiss notification" className="-mr-1 -mt-1 rounded p-1 opacity-70 hover:opacity-100">
                <X className="size-4" aria-hidden />
              </RadixToast.Close>
            </div>
          </RadixToast.Root>
        )}
        {/* At the top, under the sticky navigation (4rem), on every width: a step's actions (Next Step,
            the brief bar, the phone cost bar) are at the foot of the screen or the page, never here. */}
        <RadixToast.Viewport hotkey={['F8']} className="fixed right-0 top-16 z-[60] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
