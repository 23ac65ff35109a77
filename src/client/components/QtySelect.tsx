import { NativeSelect } from '@mantine/core';
import { useMaxLineQty } from '../features/settings/use-shop-settings.js';

/** Quantity 1 through the stock count, and never more than one order line may hold (the shop's maxLineQty). */
export function QtySelect({
  stock,
  value,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
}: {
  stock: number;
  value: number;
  onChange: (qty: number) => void;
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
}) {
  const limit = useMaxLineQty();
  const max = Math.max(1, Math.min(stock, limit));
  const options = Array.from({ length: max }, (_, i) => String(i + 1));
  return (
    <NativeSelect
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      data={options}
      value={String(Math.min(value, max))}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      w={hideLabel ? 84 : undefined}
      disabled={disabled}
    />
  );
}
