// Through the package name: forms import this file directly (it is not in the shared chunk), and
// `Button` and `cn` must still come from the one shared copy.
import { Button, cn, type ButtonProps } from '@site/shared';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'disabled'> & {
  /** The form is being sent: the button says so. */
  sending: boolean;
};

/**
 * A form's submit button that keeps keyboard focus while the form is sending. A disabled button
 * would drop focus to the page's body, sending keyboard and screen-reader visitors back to the
 * top of the page once the answer came. While sending it is announced as disabled and busy and
 * looks disabled; a press then does nothing because the form layer sends once at a time
 * (`useSchemaForm`'s `submitHandler`).
 */
export function SubmitButton({ sending, className, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      aria-disabled={sending || undefined}
      aria-busy={sending || undefined}
      className={cn(sending && 'cursor-default opacity-60', className)}
      {...props}
    />
  );
}
