import { useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import { isTheme, themeControlLabel } from '../../theme/theme-choice';
import { useSystemTheme, useTheme } from '../../theme/theme-provider';
import { THEME_TRIGGER_CLASS, themeChoices, ThemeControlIcon } from './theme-choices';
import { useMenuFocusReturn } from '../../components/focus-return';
import { type MenuHandOver, useTakeOverFromStandIn } from '../../components/menu-stand-in';

interface ThemeMenuProps {
  /** What this menu takes over from the stand-in it replaces. */
  handOver: MenuHandOver;
}

/** The theme menu: Light, Dark and System as radio items, the current one checked. */
export function ThemeMenu({ handOver }: ThemeMenuProps) {
  const { theme, resolved, setTheme } = useTheme();
  const system = useSystemTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFromStandIn(trigger, handOver);
  const focusReturn = useMenuFocusReturn();
  return (
    <DropdownMenu.Root
      modal={false}
      defaultOpen={handOver.openedEarly === 'pointer'}
      onOpenChange={focusReturn.onOpenChange}
    >
      <DropdownMenu.Trigger
        ref={trigger}
        className={THEME_TRIGGER_CLASS}
        aria-label={themeControlLabel(theme, resolved)}
        data-theme-control
        data-testid="theme-toggle"
      >
        <ThemeControlIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className="z-50 min-w-40 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Theme
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => {
              if (isTheme(value)) setTheme(value);
            }}
          >
            {themeChoices.map(({ value, label, icon: ChoiceIcon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-default items-center gap-2 rounded-sm px-3 py-2 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground"
              >
                <ChoiceIcon className="size-4" aria-hidden />
                <span className="flex-1">
                  {label}
                  {value === 'system' && system ? (
                    <span className="text-muted-foreground"> ({system})</span>
                  ) : null}
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
