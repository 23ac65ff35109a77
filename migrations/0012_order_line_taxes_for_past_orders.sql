-- Custom SQL migration file, put your code below! --
-- Orders placed before GST was per line: every line was 18%, and the order's tax was 18% of its subtotal.
-- Each line gets its taxable value and its 18% rounded half up; where the per-line roundings add up to
-- something else than the tax the order charged, the first line absorbs the difference, so the lines always
-- add up to what the customer paid. The shop's state was not recorded, so the split is IGST.
UPDATE `order_items` SET `taxable_paise` = `price_paise` * `qty`, `tax_paise` = (`price_paise` * `qty` * 1800 + 5000) / 10000;
--> statement-breakpoint
UPDATE `order_items` SET `tax_paise` = `tax_paise` + (
    SELECT o.`tax_price_paise` - (SELECT sum(i2.`tax_paise`) FROM `order_items` i2 WHERE i2.`order_id` = o.`id`)
    FROM `orders` o WHERE o.`id` = `order_items`.`order_id`
  )
  WHERE `position` = (SELECT min(i3.`position`) FROM `order_items` i3 WHERE i3.`order_id` = `order_items`.`order_id`);
--> statement-breakpoint
UPDATE `order_items` SET `igst_paise` = `tax_paise`, `cgst_paise` = 0, `sgst_paise` = 0;
--> statement-breakpoint
UPDATE `orders` SET `intra_state` = false WHERE `intra_state` IS NULL;
