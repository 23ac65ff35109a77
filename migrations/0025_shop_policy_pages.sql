CREATE TABLE `shop_pages` (
	`slug` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "shop_pages_slug_check" CHECK("shop_pages"."slug" in ('returns', 'shipping', 'privacy', 'terms'))
);
