import { useMaxLineQty } from '../features/settings/use-shop-settings.js';
import { PlainSelect } from './PlainSelect.js';

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
    <PlainSelect
      label={label}
      hideLabel={hideLabel}
      options={options}
      value={String(Math.min(value, max))}
      onChange={(qty) => onChange(Number(qty))}
      width={hideLabel ? 84 : undefined}
      disabled={disabled}
    />
  );
}
