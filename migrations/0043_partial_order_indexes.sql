DROP INDEX `orders_paid_at_idx`;--> statement-breakpoint
DROP INDEX `orders_promotion_idx`;--> statement-breakpoint
CREATE INDEX `orders_paid_at_idx` ON `orders` (`paid_at`,`total_price_paise`,`refunded_paise`) WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX `orders_promotion_idx` ON `orders` (`promotion_id`,`user_id`) WHERE promotion_id is not null;