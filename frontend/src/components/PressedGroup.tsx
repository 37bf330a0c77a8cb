/**
 * A row of buttons of which one is pressed (the agenda's view, the gallery's filter): a named group
 * whose buttons say `aria-pressed`, so a screen reader hears which one is on.
 */
export function PressedGroup<T extends string>({
  className,
  buttonClassName,
  label,
  options,
  pressed,
  onPress,
}: {
  /** The group's classes ("segmented"). */
  className: string;
  /** Each button's classes ("segmented-option"). */
  buttonClassName: string;
  /** The group's accessible name ("View"). */
  label: string;
  options: readonly { readonly id: T; readonly label: string }[];
  pressed: T;
  onPress: (id: T) => void;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className={buttonClassName}
          aria-pressed={pressed === o.id}
          onClick={() => onPress(o.id)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
