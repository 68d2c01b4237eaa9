import { useEffect, useState, type RefObject } from 'react';

/** A popover's open state (undefined until hydrated: the server HTML leaves aria-expanded to the browser) and a close function. */
export function usePopover(ref: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const element = ref.current!;
    const sync = () => setOpen(element.matches(':popover-open'));
    sync();
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, [ref]);
  const close = () => {
    if (ref.current?.matches(':popover-open')) ref.current.hidePopover();
  };
  return [open, close] as const;
}
