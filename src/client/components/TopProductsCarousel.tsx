import { Carousel, type CarouselProps } from '@mantine/carousel';
import { Badge, Box, Button, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { trpc } from '../trpc.js';
import { rupees } from './Price.js';
import classes from './TopProductsCarousel.module.css';

const AUTOPLAY_DELAY_MS = 3000;
/** Embla's duration is in its own units (roughly 10–60); 25 gives a transition of about 350 ms. */
const EMBLA_DURATION = 25;

// @mantine/carousel's types see embla's CommonJS typings, the plugin its ES ones: the same object.
type EmblaPlugin = NonNullable<CarouselProps['plugins']>[number];

export function TopProductsCarousel() {
  const top = trpc.products.top.useQuery(undefined);
  const [autoplay] = useState(() => Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }));

  useEffect(() => {
    // docs/spec.md §8: carousel errors are logged only (a home page without its carousel is still whole).
    if (top.error) console.error('Could not load the top products:', top.error.message);
  }, [top.error]);

  if (top.isPending) return <Skeleton height={320} radius="lg" mb="xl" />;
  if (!top.data?.length) return null;

  return (
    <section aria-label="Top products" className={classes.section}>
      <Carousel
        withIndicators
        emblaOptions={{ loop: true, duration: EMBLA_DURATION }}
        plugins={[autoplay as unknown as EmblaPlugin]}
        classNames={{ root: classes.root, indicator: classes.indicator, control: classes.control }}
        previousControlProps={{ 'aria-label': 'Previous product' }}
        nextControlProps={{ 'aria-label': 'Next product' }}
        getIndicatorProps={(i) => ({ 'aria-label': `Show product ${i + 1}` })}
      >
        {top.data.map((product, i) => (
          <Carousel.Slide key={product._id} className={classes[`slide${i % 5}`]}>
            <div className={classes.slide}>
              <Stack gap="xs" className={classes.copy}>
                <Badge color="saffron.3" c="#2b1700" variant="filled" size="lg" radius="sm">
                  Top rated in {product.category}
                </Badge>
                <Title order={2} className={classes.title}>
                  {product.name}
                </Title>
                <Text className={classes.price} fw={800}>
                  {rupees(product.price)}
                </Text>
                <Box>
                  <Button component={Link} href={`/product/${product._id}`} color="white" c="brand.9" size="md" radius="xl">
                    Shop now<span className="visually-hidden">: {product.name}</span>
                  </Button>
                </Box>
              </Stack>
              <Image
                src={product.image}
                alt={product.name}
                width={280}
                height={280}
                className={classes.image}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
