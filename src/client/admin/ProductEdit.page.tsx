import { Alert, Box, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { GST_RATES } from '../../shared/constants.js';
import type { Product } from '../../shared/schemas/product.js';
import { GoBack } from '../components/GoBack.js';
import { categoryOptions } from '../features/catalog/category-options.js';
import { useCategories } from '../features/catalog/use-categories.js';
import { NotFoundPage } from '../pages/NotFound.page.js';
import { errorMessage, errorStatus, trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { FormSkeleton } from './components/FormSkeleton.js';
import { ProductPhotos } from './components/ProductPhotos.js';
import { ProductVariants } from './components/ProductVariants.js';
import { ReviewModeration } from './components/ReviewModeration.js';
import { useUpdateProduct } from './hooks/use-product-mutations.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { fieldErrorsFrom } from './lib/field-errors.js';
import { LanguageTabs, tabWithError, type LanguageTab } from './components/LanguageTabs.js';

const LIST_HREF = '/admin/productlist';

/** Every field as typed: numbers stay text until the server has checked them, so nothing typed is lost. */
interface ProductFormValues {
  name: string;
  price: string;
  /** Empty for none. */
  mrp: string;
  brand: string;
  countInStock: string;
  category: string;
  description: string;
  /** In Hindi, for the Hindi pages: optional (docs/decisions/056-languages.md). */
  nameHi: string;
  descriptionHi: string;
  isPublished: boolean;
  gstRate: string;
  hsnCode: string;
  sku: string;
  lowStockThreshold: string;
}
type FieldName = keyof ProductFormValues;
const FIELD_NAMES: readonly FieldName[] = [
  'name',
  'price',
  'mrp',
  'brand',
  'countInStock',
  'category',
  'description',
  'nameHi',
  'descriptionHi',
  'isPublished',
  'gstRate',
  'hsnCode',
  'sku',
  'lowStockThreshold',
];
const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

const valuesOf = (product: Product): ProductFormValues => ({
  name: product.name,
  price: String(product.price),
  mrp: product.mrp === null ? '' : String(product.mrp),
  brand: product.brand,
  countInStock: String(product.countInStock),
  category: product.category,
  description: product.description,
  nameHi: product.nameHi,
  descriptionHi: product.descriptionHi,
  isPublished: product.isPublished,
  gstRate: String(product.gstRate),
  hsnCode: product.hsnCode ?? '',
  sku: product.sku ?? '',
  lowStockThreshold: String(product.lowStockThreshold),
});

/** The shop's categories by name, each one's own categories indented under it. */
function CategorySelect(props: ReturnType<ReturnType<typeof useForm<ProductFormValues>>['getInputProps']>) {
  return <NativeSelect label="Category" description="Manage them in Admin → Categories" data={categoryOptions(useCategories(), (c) => c.name)} {...props} />;
}

/**
 * The product's name and description in English, and on a second tab in Hindi (optional: the Hindi pages show
 * the English where there is none). A tab whose field the server refused shows it: the tab is chosen for it.
 */
function ProductTexts({ form }: { form: ReturnType<typeof useForm<ProductFormValues>> }) {
  const [tab, setTab] = useState<LanguageTab>('en');
  // When the server's refusal arrives, the tab with the refused field is shown.
  const withError = tabWithError(form.errors, ['name', 'description'], ['nameHi', 'descriptionHi']);
  const [shownError, setShownError] = useState(withError);
  if (shownError !== withError) {
    setShownError(withError);
    if (withError) setTab(withError);
  }
  return (
    <LanguageTabs
      what="product"
      tab={tab}
      onTabChange={setTab}
      gap="md"
      hindiNote="Optional. Shown on the shop’s Hindi pages and found by search; where a text is empty, the English one is shown."
      english={
        <>
          <TextInput label="Name" {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={4} maxRows={12} {...form.getInputProps('description')} />
        </>
      }
      hindi={
        <>
          <TextInput label="Name in Hindi" lang="hi" {...form.getInputProps('nameHi')} />
          <Textarea label="Description in Hindi" lang="hi" autosize minRows={4} maxRows={12} {...form.getInputProps('descriptionHi')} />
        </>
      }
    />
  );
}

function ProductForm({ product }: { product: Product }) {
  const [, navigate] = useLocation();
  // Photos being uploaded or not yet saved: the product's Update waits for them.
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues>({ mode: 'controlled', initialValues: valuesOf(product) });
  const update = useUpdateProduct({
    onSuccess: () => {
      toastSuccess('Product updated successfully');
      navigate(LIST_HREF);
    },
    onError: (error) => {
      // The form keeps every value; the server's reason goes in a toast and beside the field it concerns.
      toastError(error);
      const errors = fieldErrorsFrom(error, FIELD_NAMES);
      // The check against the price (the MRP may not be below what the shopper pays) comes as a plain message.
      if (/^M\.R\.P\./.test(errorMessage(error))) errors.mrp ??= errorMessage(error);
      form.setErrors(errors);
    },
  });

  // A product with options has its price, M.R.P. and stock per variant (ProductVariants below); when its
  // options are removed, the fields come back with the figures the server now holds.
  const perVariant = product.options.length > 0;
  const [shownPerVariant, setShownPerVariant] = useState(perVariant);
  if (shownPerVariant !== perVariant) {
    setShownPerVariant(perVariant);
    const { price, mrp, countInStock } = valuesOf(product);
    if (!perVariant) form.setValues({ price, mrp, countInStock });
  }
  const submit = form.onSubmit(({ price, mrp, countInStock, ...values }) => {
    form.clearErrors();
    update.mutate({ id: product._id, ...values, ...(perVariant ? {} : { price, mrp, countInStock }), hsnCode: values.hsnCode.trim(), sku: values.sku.trim() });
  });

  return (
    <Card padding="lg" component="form" onSubmit={submit} noValidate aria-labelledby="edit-product-heading">
      <Stack gap="md">
        <ProductTexts form={form} />
        {perVariant ? (
          <Text size="sm">
            <strong>Price, M.R.P. and stock:</strong> Set per variant below.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="Price" inputMode="decimal" leftSection={<Text size="sm">Rs</Text>} {...form.getInputProps('price')} />
            <TextInput
              label="M.R.P."
              description="Maximum retail price, all taxes included; optional. Shown struck through with the saving."
              inputMode="decimal"
              leftSection={<Text size="sm">Rs</Text>}
              {...form.getInputProps('mrp')}
            />
            <TextInput label="Count In Stock" inputMode="numeric" {...form.getInputProps('countInStock')} />
          </SimpleGrid>
        )}
        <ProductPhotos product={product} onPendingChange={setUploading} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Brand" {...form.getInputProps('brand')} />
          <CategorySelect {...form.getInputProps('category')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect label="GST rate" description="The slab for this product (18% unless another applies)" data={GST_OPTIONS} {...form.getInputProps('gstRate')} />
          <TextInput label="HSN code" description="4, 6 or 8 digits; optional" inputMode="numeric" {...form.getInputProps('hsnCode')} />
          <TextInput label="SKU" description="Your own product code; CSV imports match products by it" {...form.getInputProps('sku')} />
          <TextInput
            label="Low-stock threshold"
            description="The dashboard lists the product at or below this stock"
            inputMode="numeric"
            {...form.getInputProps('lowStockThreshold')}
          />
        </SimpleGrid>
        <Switch
          label="Published"
          description={form.values.isPublished ? 'Shoppers can see and buy this product' : 'A draft: shoppers cannot see it until it is published'}
          {...form.getInputProps('isPublished', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={update.isPending} disabled={uploading}>
            Update
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ProductEditPage() {
  const { id } = useParams<{ id: string }>();
  // Always the stored product, never a copy from a storefront page visited earlier.
  const product = trpc.products.byId.useQuery({ id }, { staleTime: 0, refetchOnMount: 'always' });

  if (product.error && errorStatus(product.error) === 404) return <NotFoundPage what="product" />;
  return (
    <AdminShell
      title="Edit Product"
      headingId="edit-product-heading"
      actions={
        product.data ? (
          <Button component={Link} href={`/product/${product.data._id}`} variant="subtle" size="sm">
            View in shop
          </Button>
        ) : null
      }
    >
      <Box maw={760}>
        <GoBack href={LIST_HREF} />
        {product.error ? (
          <Alert color="red" variant="light" role="alert" title="Could not load the product">
            {errorMessage(product.error)}
          </Alert>
        ) : product.isPending ? (
          <FormSkeleton />
        ) : (
          <>
            <ProductForm key={product.data._id} product={product.data} />
            <ProductVariants product={product.data} />
            <ReviewModeration productId={product.data._id} />
          </>
        )}
      </Box>
    </AdminShell>
  );
}
