import type { ReactElement, ReactNode } from 'react';
import { Slot } from 'radix-ui';
// Through the package name: forms import this file directly (it is not in the shared chunk), and
// `cn`, `Label` and `FieldError` must still come from the one shared copy.
import { FieldError, Label, cn } from '@site/shared';

/** What the control of a field carries so that its label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids a field gives its parts: the control's own, `{id}-hint` and `{id}-error`. */
export function fieldIds(id: string) {
  return { control: id, hint: `${id}-hint`, error: `${id}-error` };
}

interface FieldProps {
  /** The control's id; the hint and the error take theirs from it (`fieldIds`). */
  id: string;
  label: ReactNode;
  /** The message under the field (role="alert"); the control is marked invalid meanwhile. */
  error?: string | undefined;
  /** A line under the control that always describes it (accepted file types, say). */
  hint?: ReactNode;
  /** Ids of other elements that describe the control, such as a form's status line. */
  describedBy?: string | undefined;
  /** Shown under the hint, before the error: what the visitor chose, for example. */
  status?: ReactNode;
  className?: string;
  labelClassName?: string;
  /**
   * The control. An element (an `Input` with its `register(...)` props) is given the id and the
   * aria attributes; a function receives them, for a control inside more markup.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

/**
 * A form field: label, control, optional hint and status, and the error message, wired together
 * by ids (`htmlFor`, `aria-describedby`, `aria-invalid`). Every form of the site builds its
 * fields with it, so that wiring is written once.
 */
export function Field({
  id,
  label,
  error,
  hint,
  describedBy,
  status,
  className,
  labelClassName,
  children,
}: FieldProps) {
  const ids = fieldIds(id);
  const descriptions = [hint ? ids.hint : undefined, describedBy, error ? ids.error : undefined]
    .filter(Boolean)
    .join(' ');
  const control: FieldControlProps = {
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': descriptions || undefined,
  };
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={ids.control} className={labelClassName}>
        {label}
      </Label>
      {typeof children === 'function' ? (
        children(control)
      ) : (
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
      {hint ? (
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {status}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
