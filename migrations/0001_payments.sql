CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`gateway` text NOT NULL,
	`gateway_ref` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`gateway_payment_id` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payments_gateway_check" CHECK("payments"."gateway" in ('test', 'razorpay', 'stripe')),
	CONSTRAINT "payments_status_check" CHECK("payments"."status" in ('created', 'paid')),
	CONSTRAINT "payments_amount_check" CHECK("payments"."amount_paise" > 0),
	CONSTRAINT "payments_paid_check" CHECK(("payments"."status" = 'paid') = ("payments"."gateway_payment_id" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_gateway_ref_unique` ON `payments` (`gateway`,`gateway_ref`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_gateway_payment_unique` ON `payments` (`gateway_payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_order_paid_unique` ON `payments` (`order_id`) WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`,`gateway`);--> statement-breakpoint
CREATE TABLE `test_gateway_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`currency` text NOT NULL,
	`receipt` text NOT NULL,
	`status` text DEFAULT 'requires_payment' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "test_gateway_payments_status_check" CHECK("test_gateway_payments"."status" in ('requires_payment', 'succeeded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_gateway_payments_idempotency_unique` ON `test_gateway_payments` (`idempotency_key`);