CREATE TABLE `test_gateway_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `test_gateway_payments`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "test_gateway_refunds_amount_check" CHECK("test_gateway_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_gateway_refunds_idempotency_unique` ON `test_gateway_refunds` (`idempotency_key`);